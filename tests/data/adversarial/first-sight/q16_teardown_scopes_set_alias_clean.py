from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


@tool(name="count", description="d")
def count(args: dict, ctx: ToolExecutionContext) -> int:
    scopes = set(ctx.teardown_scopes or ())
    key = tool_session_key(ctx, "run")
    _CACHE[key] = _CACHE.get(key, 0) + 1
    if "run" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="run", key=key)
    return _CACHE[key]
