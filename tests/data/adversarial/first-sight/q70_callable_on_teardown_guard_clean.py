from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


@tool(name="count", description="d")
def count(args: dict, ctx: ToolExecutionContext) -> int:
    key = tool_session_key(ctx, "run")
    _CACHE[key] = _CACHE.get(key, 0) + 1
    if callable(ctx.on_teardown) and "run" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="run", key=key)
    return _CACHE[key]
