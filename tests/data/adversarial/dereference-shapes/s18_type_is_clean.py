from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if type(ctx.identity) is MemoryIdentity:
        return ctx.identity.principal
    return None
