from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if None is not ctx.signal and ctx.signal.aborted:
        return "cancelled"
    return "ok"
