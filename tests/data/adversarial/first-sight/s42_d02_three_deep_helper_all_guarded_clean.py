from devkit.agent import ToolExecutionContext, tool


def _c(ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal or "-"


def _b(ctx: ToolExecutionContext) -> str:
    return _c(ctx) + "!"


def _a(ctx: ToolExecutionContext) -> str:
    return _b(ctx).strip()


@tool(name="one", description="d")
def one(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return ""
    return _a(ctx)


@tool(name="two", description="d")
def two(args, ctx: ToolExecutionContext) -> str:
    if not ctx.identity:
        raise PermissionError("who are you")
    return _b(ctx)
