from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CACHE: dict[str, int] = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str | None:
    if ctx.session_id is None or ctx.on_teardown is None:
        return None
    key = tool_session_key(ctx, "session")
    _CACHE[key] = 1

    def register() -> None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="session", key=key)  # expect: DK301

    register()
    return key
