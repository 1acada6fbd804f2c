from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


_CACHE: dict = {}


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    key = tool_session_key(ctx, "session")  # expect: DK303
    _CACHE[key] = _CACHE.get(key, 0) + 1
    return _CACHE[key]
