from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    label = lambda conv=ctx.identity.conversation: str(conv)  # expect: DK201
    return label()
