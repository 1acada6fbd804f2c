from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="open_conn", description="Open a connection.")
async def open_conn(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "run")
    if ctx.on_teardown is not None and ctx.teardown_scopes and "session" in ctx.teardown_scopes:
        ctx.on_teardown(lambda: None, scope="run", key=key)  # expect: DK301
    return key
