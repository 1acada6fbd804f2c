from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "run")
    if ctx.on_teardown is not None and "session" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: None, scope="session", key=key)  # expect: DK302
    return key
