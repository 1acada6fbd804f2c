from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.tool_call_id is None:  # expect: DK205
        return "-"
    return ctx.tool_call_id
