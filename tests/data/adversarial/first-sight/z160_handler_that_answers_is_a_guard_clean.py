from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    try:
        return str(ctx.identity.conversation)
    except AttributeError:
        return "anonymous"
