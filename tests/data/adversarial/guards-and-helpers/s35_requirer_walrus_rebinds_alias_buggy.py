from devkit.agent import ToolExecutionContext, tool


def lookup() -> object:
    return None


def require_identity(ctx: ToolExecutionContext) -> None:
    ident = ctx.identity
    if (ident := lookup()) is None:
        raise PermissionError("who are you?")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.identity.conversation)  # expect: DK201
