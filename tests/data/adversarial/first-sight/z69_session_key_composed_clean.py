from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_SEEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.session_id is None or ctx.on_teardown is None or "session" not in (ctx.teardown_scopes or ()):
        return 0
    key = tool_session_key(ctx, "session")
    ctx.on_teardown(lambda: _SEEN.pop(key, None), scope="session", key=key)
    _SEEN[key] = _SEEN.get(key, 0) + 1
    return _SEEN[key]
