from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t", wants=["report"])
async def t(args, ctx: ToolExecutionContext) -> object:
    if ctx.wanted is None:
        return None
    return ctx.wanted.get("other")  # expect: DK105
