from devkit.agent import ToolExecutionContext, tool, tool_session_key

_OPEN: dict = {}


@tool(name="open_session", description="Opens a session resource.")
def open_session(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")
    _OPEN[key] = object()
    scopes = set(ctx.teardown_scopes or ())
    if "run" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _OPEN.pop(key, None), scope="session", key=key)  # expect: DK301
    return key
