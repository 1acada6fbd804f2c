from devkit.agent import ToolExecutionContext, tool, tool_session_key

_HANDLES: dict = {}


@tool(name="open", description="Opens a handle for the session.")
def open_handle(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "session")
    _HANDLES[key] = args.path
    if "session" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: _HANDLES.pop(key, None), scope="session", key=key)  # expect: DK201
    return key
