from devkit.agent import ToolExecutionContext, tool


def outer(ctx: ToolExecutionContext) -> str:
    return middle(ctx)


def middle(ctx: ToolExecutionContext) -> str:
    return inner(ctx)


def inner(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant  # expect: DK201


@tool(name="guarded", description="Guarded caller.")
async def guarded(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "anon"
    return outer(ctx)


@tool(name="careless", description="Careless caller.")
async def careless(args, ctx: ToolExecutionContext) -> str:
    return outer(ctx)
