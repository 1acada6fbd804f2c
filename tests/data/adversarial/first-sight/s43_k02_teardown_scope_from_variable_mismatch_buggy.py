from devkit.agent import ToolExecutionContext, tool, tool_session_key

_OPEN: dict = {}


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    scopes = ctx.teardown_scopes or ()
    if "session" not in scopes or "run" not in scopes or ctx.session_id is None or ctx.on_teardown is None:
        return "-"
    key = tool_session_key(ctx, "session")
    _OPEN[key] = args.value
    ctx.on_teardown(lambda: _OPEN.pop(key, None), scope="run", key=key)  # expect: DK302
    return "ok"
