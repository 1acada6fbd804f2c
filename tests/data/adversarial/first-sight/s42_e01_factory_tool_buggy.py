from devkit.agent import ToolExecutionContext, tool


def make_tools(prefix: str):
    @tool(name=f"{prefix}_whoami", description="d")
    def whoami(args, ctx: ToolExecutionContext) -> str:
        return prefix + ctx.identity.principal  # expect: DK201

    return [whoami]
