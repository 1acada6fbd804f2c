from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if isinstance(ctx.run_id, (str, type(None))):
        return ctx.run_id.upper()  # expect: DK201
    return "-"
