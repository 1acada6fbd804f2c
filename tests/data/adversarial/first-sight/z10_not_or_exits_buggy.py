from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> object:
    if not (ctx.identity or ctx.signal):
        return None
    return ctx.identity.conversation  # expect: DK201
