from devkit.agent import ToolExecutionContext, tool, tool_session_key

_HELD: dict = {}


@tool(name="hold", description="Holds a value for the session.")
def hold(args, ctx: ToolExecutionContext) -> str:
    if ctx.on_teardown is None or "session" not in (ctx.teardown_scopes or ()):
        return "no teardown"
    if ctx.session_id is None or ctx.run_id is None:
        return "no ids"
    key = tool_session_key(ctx, "run")
    _HELD[key] = args.value
    ctx.on_teardown(lambda: _HELD.pop(key, None), scope="session", key=key)  # expect: DK302
    return "held"
