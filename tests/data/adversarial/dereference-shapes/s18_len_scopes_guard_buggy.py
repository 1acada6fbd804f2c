from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if len(ctx.teardown_scopes) > 0:  # expect: DK201
        return "scopes"
    return None
