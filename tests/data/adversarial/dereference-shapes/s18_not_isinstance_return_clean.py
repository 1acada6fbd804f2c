from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if not isinstance(ctx.identity, MemoryIdentity):
        return None
    return ctx.identity.principal
