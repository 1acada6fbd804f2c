from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t", wants=["report"])
async def t(args, ctx: ToolExecutionContext) -> int:
    if (w := ctx.wanted) and "report" in w:
        return w["report"].size
    return 0
