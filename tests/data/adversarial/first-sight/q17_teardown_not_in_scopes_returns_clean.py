from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


@tool(name="count", description="d")
def count(args: dict, ctx: ToolExecutionContext) -> int:
    if "session" not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return 0
    key = tool_session_key(ctx, "session")
    _CACHE[key] = _CACHE.get(key, 0) + 1
    ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)
    return _CACHE[key]
