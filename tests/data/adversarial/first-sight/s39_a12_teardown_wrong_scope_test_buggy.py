from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str | None:
    if "run" not in (ctx.teardown_scopes or ()) or ctx.session_id is None:
        return None
    key = tool_session_key(ctx, "session")
    _CACHE[key] = 1
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)  # expect: DK301
    return key
