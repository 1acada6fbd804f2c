from devkit.agent import Tool, ToolExecutionContext, tool


def require_identity(ctx: ToolExecutionContext) -> None:
    try:
        if ctx.identity is None:
            raise LookupError("no identity")
    except LookupError as error:
        raise PermissionError("who are you?") from error


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx)
    return str(ctx.identity.conversation)
