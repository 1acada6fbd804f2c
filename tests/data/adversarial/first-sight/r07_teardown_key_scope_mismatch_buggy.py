from devkit.agent import ToolExecutionContext, tool, tool_session_key

_STORE: dict = {}


@tool(name="remember", description="d")
def remember(args: dict, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")
    _STORE[key] = args.get("value")
    if "run" in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _STORE.pop(key, None), scope="run", key=key)  # expect: DK302
    return "ok"
