from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key

STORE: dict = {}


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if "session" not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return "no sessions here"
    key = tool_session_key(ctx, "session")
    STORE[key] = 1
    ctx.on_teardown(lambda: STORE.pop(key, None), scope="session", key=key)
    return key
