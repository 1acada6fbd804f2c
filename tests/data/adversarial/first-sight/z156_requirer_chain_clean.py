from devkit.agent import Tool, ToolExecutionContext, tool


def require_identity(ctx: ToolExecutionContext) -> None:
    for _ in range(1):
        pass
    if ctx.identity is None:
        raise PermissionError("who are you?")


def require_caller(ctx: ToolExecutionContext) -> None:
    with open("/dev/null") as sink:
        sink.read()
    require_identity(ctx)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    require_caller(ctx)
    return str(ctx.identity.conversation)
