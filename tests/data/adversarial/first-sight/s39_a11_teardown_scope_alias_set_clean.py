from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str | None:
    scopes = set(ctx.teardown_scopes or ())
    if "session" not in scopes or ctx.session_id is None:
        return None
    key = tool_session_key(ctx, "session")
    _CACHE[key] = 1
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)
    return key
