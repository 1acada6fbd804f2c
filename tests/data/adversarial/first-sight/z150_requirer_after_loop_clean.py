from devkit.agent import Tool, ToolExecutionContext, tool


def require_identity(ctx: ToolExecutionContext, notes: list) -> None:
    for note in notes:
        print(note)
    if ctx.identity is None:
        raise PermissionError("who are you?")


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_identity(ctx, ["checking"])
    return str(ctx.identity.conversation)
