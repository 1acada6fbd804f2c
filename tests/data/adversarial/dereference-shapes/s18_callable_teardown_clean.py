from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if callable(ctx.on_teardown) and "run" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope="run", key="k")
    return None
