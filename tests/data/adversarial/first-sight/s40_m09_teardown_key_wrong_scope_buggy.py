from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> None:
    scopes = ctx.teardown_scopes or ()
    if "run" not in scopes or "session" not in scopes or ctx.on_teardown is None:
        return
    key = tool_session_key(ctx, "session")
    _CACHE[key] = 1
    ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)
    ctx.on_teardown(lambda: None, scope="run", key=key)  # expect: DK302
