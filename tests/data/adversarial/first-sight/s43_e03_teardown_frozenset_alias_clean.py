from devkit.agent import ToolExecutionContext, tool, tool_session_key

_STORE: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    scopes = frozenset(ctx.teardown_scopes or ())
    if "session" not in scopes or ctx.session_id is None or ctx.on_teardown is None:
        return "stateless"
    key = tool_session_key(ctx, "session")
    _STORE[key] = args.value
    ctx.on_teardown(lambda: _STORE.pop(key, None), scope="session", key=key)
    return "stored"
