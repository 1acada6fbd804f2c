from devkit.agent import ToolExecutionContext, tool


def _inner(c):
    return c.signal.aborted  # expect: DK201


def _outer(c):
    return _inner(c)


@tool(name="guarded", description="Asks with a guard.")
def guarded(args, ctx: ToolExecutionContext) -> bool:
    return ctx.signal is not None and _outer(ctx)


@tool(name="unguarded", description="Asks without a guard.")
def unguarded(args, ctx: ToolExecutionContext) -> bool:
    return _outer(ctx)
