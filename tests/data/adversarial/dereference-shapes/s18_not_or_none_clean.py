from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if not (ctx.identity is None or ctx.identity.tenant is None):
        return ctx.identity.tenant.upper()
    return None
