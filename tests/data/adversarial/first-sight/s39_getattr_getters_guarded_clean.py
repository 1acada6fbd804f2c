from devkit.agent import ToolExecutionContext, tool


def _tenant(ctx: ToolExecutionContext) -> str | None:
    return getattr(getattr(ctx, "identity"), "tenant")


def _principal(ctx: ToolExecutionContext) -> str:
    return getattr(ctx, "identity").principal


def _banner(ctx: ToolExecutionContext) -> str:
    tenant = _tenant(ctx)
    return "for " + (_principal(ctx) or "someone") + " at " + (tenant or "no tenant")


@tool(name="banner", description="d")
def banner(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "anonymous"
    return _banner(ctx).title()
