from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


@tool(name="count", description="d")
def count(args: dict, ctx: ToolExecutionContext) -> int:
    key = tool_session_key(ctx, "run")
    _CACHE[key] = _CACHE.get(key, 0) + 1
    if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="run", key=key)  # expect: DK301
    return _CACHE[key]
