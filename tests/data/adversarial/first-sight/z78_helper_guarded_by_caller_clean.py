from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def conversation_of(ctx: ToolExecutionContext) -> str:
    return str(ctx.identity.conversation)


@tool(name="a", description="d")
def a(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return ""
    return conversation_of(ctx)
