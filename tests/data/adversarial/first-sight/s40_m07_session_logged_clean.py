from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    print("session", ctx.session_id)
    if ctx.session_id is None or "session" not in (ctx.teardown_scopes or ()):
        return 0
    key = tool_session_key(ctx, "session")
    _CACHE[key] = _CACHE.get(key, 0) + 1
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)
    return _CACHE[key]
