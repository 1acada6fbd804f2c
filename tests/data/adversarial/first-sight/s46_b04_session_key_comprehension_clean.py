from devkit.agent import ToolExecutionContext, tool, tool_session_key

_SEEN: dict = {}


@tool(name="seed", description="Seeds counters for the session.")
def seed(args, ctx: ToolExecutionContext) -> int:
    if "session" not in (ctx.teardown_scopes or ()) or ctx.on_teardown is None:
        return 0
    if ctx.session_id is None:
        return 0
    key = tool_session_key(ctx, "session")
    _SEEN.update({key: n for n in range(args.count)})
    ctx.on_teardown(lambda: _SEEN.pop(key, None), scope="session", key=key)
    return len(_SEEN)
