from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_SEEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> int:
    if ctx.on_teardown is None or "run" not in (ctx.teardown_scopes or ()):
        return 0
    key = tool_session_key(ctx, "session")
    ctx.on_teardown(lambda: _SEEN.pop(key, None), scope="run", key=key)  # expect: DK302
    _SEEN[key] = 1
    return 1
