from devkit.agent import ToolExecutionContext, tool


def outer(ctx: ToolExecutionContext) -> str:
    return middle(ctx)


def middle(ctx: ToolExecutionContext) -> str:
    return inner(ctx)


def inner(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant


@tool(name="guarded", description="Guarded caller.")
async def guarded(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "anon"
    return outer(ctx)


@tool(name="asserted", description="Asserting caller.")
async def asserted(args, ctx: ToolExecutionContext) -> str:
    assert ctx.identity is not None
    return outer(ctx)
