from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if not ctx.identity or not ctx.signal:
        return "-"
    if ctx.signal.aborted:
        return "aborted"
    return ctx.identity.principal
