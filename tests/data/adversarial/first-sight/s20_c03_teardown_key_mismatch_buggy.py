from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CONN: dict = {}


@tool(name="connect", description="connect")
async def connect(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.on_teardown is None or "run" not in (ctx.teardown_scopes or ()):
        return {}
    key = tool_session_key(ctx, "session")
    _CONN[key] = 1
    ctx.on_teardown(lambda: _CONN.pop(key, None), scope="run", key=key)  # expect: DK302
    return {}
