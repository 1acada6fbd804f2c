from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.session_id is None:
        return "no session"
    scopes = frozenset(ctx.teardown_scopes or ())
    key = tool_session_key(ctx, "session")
    _CACHE[key] = 1
    if "session" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)
    return key
