from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> bool:
    if isinstance(ctx.signal, (object, type(None))):
        return ctx.signal.aborted  # expect: DK201
    return False
