from devkit.agent import ToolExecutionContext, tool


def make_tools(prefix: str):
    @tool(name=f"{prefix}_whoami", description="Says who calls.")
    def whoami(args, ctx: ToolExecutionContext) -> str:
        return f"{prefix}:{ctx.identity.principal}"  # expect: DK201

    return [whoami]


TOOLS = make_tools("demo")
