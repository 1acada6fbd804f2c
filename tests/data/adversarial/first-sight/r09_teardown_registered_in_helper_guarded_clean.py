from devkit.agent import ToolExecutionContext, tool, tool_session_key

_STORE: dict = {}


def _register(ctx: ToolExecutionContext, key: str) -> None:
    if ctx.on_teardown is None or "session" not in (ctx.teardown_scopes or ()):
        return
    ctx.on_teardown(lambda: _STORE.pop(key, None), scope="session", key=key)


@tool(name="remember", description="d")
def remember(args: dict, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")
    _STORE[key] = args.get("value")
    _register(ctx, key)
    return "ok"
