from devkit.agent import ToolExecutionContext, tool


def _tenant(ctx: ToolExecutionContext) -> str:
    return getattr(getattr(ctx, "identity"), "tenant")  # expect: DK201


def _principal(ctx: ToolExecutionContext) -> str:
    if ctx.signal is None:
        return getattr(ctx, "identity").principal  # expect: DK201
    return getattr(ctx, "identity").principal  # expect: DK201


def _banner(ctx: ToolExecutionContext) -> str:
    return "for " + _principal(ctx) + " at " + _tenant(ctx)  # expect: DK201


@tool(name="banner", description="d")
def banner(args, ctx: ToolExecutionContext) -> str:
    return _banner(ctx).title()
