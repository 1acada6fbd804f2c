from devkit.agent import ToolExecutionContext, tool


def _c(ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal or "-"  # expect: DK201


def _b(ctx: ToolExecutionContext) -> str:
    return _c(ctx) + "!"


def _a(ctx: ToolExecutionContext) -> str:
    return _b(ctx).strip()


@tool(name="guarded", description="d")
def guarded(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return ""
    return _a(ctx)


@tool(name="unguarded", description="d")
def unguarded(args, ctx: ToolExecutionContext) -> str:
    return _a(ctx)
