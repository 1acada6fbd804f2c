from devkit.agent import ToolExecutionContext, tool


def require_identity(ctx: ToolExecutionContext) -> None:
    ident = ctx.identity
    if ident is None:
        raise PermissionError("who are you?")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.identity.conversation)
