from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    first, second = ctx.identity, ctx.signal
    if second is None:
        return "no signal"
    first, second = second, first
    return second.principal or ""  # expect: DK201
