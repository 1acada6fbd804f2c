from devkit.agent import ToolExecutionContext, tool


def _require_identity(ctx: ToolExecutionContext):
    if ctx.identity is None:
        raise PermissionError("no identity")
    return ctx.identity


def require_identity(ctx: ToolExecutionContext):
    return _require_identity(ctx)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.identity.conversation)
