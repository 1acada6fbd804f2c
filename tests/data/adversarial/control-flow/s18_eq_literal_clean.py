from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.run_id == "abc":
        return ctx.run_id.upper()
    return "-"
