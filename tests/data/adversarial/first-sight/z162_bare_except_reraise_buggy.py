from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        return str(ctx.identity.conversation)  # expect: DK201
    except:
        print("failed")
        raise
