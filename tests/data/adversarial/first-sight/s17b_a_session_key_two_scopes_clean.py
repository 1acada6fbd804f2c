from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


_CACHE: dict = {}


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    scopes = ctx.teardown_scopes or ()
    if "session" not in scopes or ctx.on_teardown is None:
        return 0
    key = tool_session_key(ctx, "session")
    _CACHE.setdefault(key, 0)
    ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)
    return _CACHE[key]
