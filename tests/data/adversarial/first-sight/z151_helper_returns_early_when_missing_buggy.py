from devkit.agent import Tool, ToolExecutionContext, tool


def note_identity(ctx: ToolExecutionContext) -> None:
    for _ in range(1):
        print("checking")
    if ctx.identity is None:
        return
    print(ctx.identity.principal)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    note_identity(ctx)
    return str(ctx.identity.conversation)  # expect: DK201
