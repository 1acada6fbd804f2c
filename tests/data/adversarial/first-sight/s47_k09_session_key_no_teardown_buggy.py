from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


@tool(name="cache", description="Caches per session.")
def cache(args, ctx: ToolExecutionContext) -> int:
    key = tool_session_key(ctx, "session")  # expect: DK303
    _CACHE[key] = _CACHE.get(key, 0) + 1
    return _CACHE[key]
