from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "run")
    for s in ctx.teardown_scopes or ():
        if s == "run" and ctx.on_teardown is not None:
            ctx.on_teardown(lambda: None, scope="run", key=key)
    return key
