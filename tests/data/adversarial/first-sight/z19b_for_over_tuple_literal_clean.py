from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    out = []
    for who in (ctx.identity,):
        if who is not None:
            out.append(who.conversation)
    return out
