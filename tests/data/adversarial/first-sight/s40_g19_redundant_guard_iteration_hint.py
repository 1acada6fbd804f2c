from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.iteration is not None:  # expect: DK205
        return ctx.iteration + 1
    return 0
