from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> list:
    out = []
    for who in (ctx.identity,):
        out.append(who.conversation)  # expect: DK201
    return out
