from devkit.agent import ToolExecutionContext, tool


def make_tools(prefix: str):
    @tool(name=f"{prefix}_whoami", description="Says who calls.")
    def whoami(args, ctx: ToolExecutionContext) -> str:
        ident = ctx.identity
        if not ident:
            return "anonymous"
        return f"{prefix}:{ident.principal}"

    return [whoami]


TOOLS = make_tools("demo")
