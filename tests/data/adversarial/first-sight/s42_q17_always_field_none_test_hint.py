from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.iteration is None:  # expect: DK205
        return 0
    return ctx.iteration + 1
