from devkit.agent import ToolExecutionContext, tool, tool_session_key

_STORE: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if "run" not in (ctx.teardown_scopes or ()) or ctx.session_id is None or ctx.on_teardown is None:
        return "stateless"
    key = tool_session_key(ctx, "session")
    _STORE[key] = args.value
    ctx.on_teardown(lambda: _STORE.pop(key, None), scope="session", key=key)  # expect: DK301
    return "stored"
