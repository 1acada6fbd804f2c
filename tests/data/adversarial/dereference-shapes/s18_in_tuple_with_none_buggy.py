from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if ctx.run_id in ("a", None):
        return ctx.run_id.upper()  # expect: DK201
    return None
