from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CONN: dict = {}


@tool(name="connect", description="connect")
async def connect(args: dict, ctx: ToolExecutionContext) -> dict:
    scopes = set(ctx.teardown_scopes or ())
    if "session" not in scopes or ctx.on_teardown is None:
        return {"pooled": False}
    key = tool_session_key(ctx, "session")
    _CONN[key] = object()
    ctx.on_teardown(lambda: _CONN.pop(key, None), scope="session", key=key)
    return {"pooled": True}
