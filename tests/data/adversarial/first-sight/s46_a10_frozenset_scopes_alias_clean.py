from devkit.agent import ToolExecutionContext, tool, tool_session_key

_OPEN: dict = {}


@tool(name="open_cursor", description="Opens a cursor for the session.")
def open_cursor(args, ctx: ToolExecutionContext) -> str:
    scopes = frozenset(ctx.teardown_scopes or ())
    if "session" not in scopes or ctx.on_teardown is None or ctx.session_id is None:
        return "no session"
    key = tool_session_key(ctx, "session")
    _OPEN[key] = args.db.cursor()
    ctx.on_teardown(lambda: _OPEN.pop(key).close(), scope="session", key=key)
    return "opened"
