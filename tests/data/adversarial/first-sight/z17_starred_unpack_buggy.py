from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    first, *rest = (ctx.identity, 1, 2)
    return first.conversation, rest  # expect: DK201
