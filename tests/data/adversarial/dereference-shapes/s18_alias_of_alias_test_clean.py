from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    x = ctx.identity
    y = x
    if y:
        return x.principal
    return None
