from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="open_conn", description="Open a connection.")
async def open_conn(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "run")
    scopes = ctx.teardown_scopes or ()
    if ctx.on_teardown is not None and "run" in scopes:
        ctx.on_teardown(lambda: None, scope="run", key=key)
    return key
