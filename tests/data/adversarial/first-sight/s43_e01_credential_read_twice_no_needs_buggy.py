from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "none"
    return ctx.credential.name  # expect: DK101
