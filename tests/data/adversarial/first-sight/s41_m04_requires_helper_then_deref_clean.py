from devkit.agent import ToolExecutionContext, tool


def _require_identity(ctx: ToolExecutionContext) -> None:
    if ctx.identity is None:
        raise PermissionError("sign in first")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    _require_identity(ctx)
    return str(ctx.identity.tenant)
