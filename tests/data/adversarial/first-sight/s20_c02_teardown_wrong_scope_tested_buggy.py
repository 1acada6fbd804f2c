from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CONN: dict = {}


@tool(name="connect", description="connect")
async def connect(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.teardown_scopes and "run" in ctx.teardown_scopes and ctx.on_teardown:
        key = tool_session_key(ctx, "session")
        _CONN[key] = object()
        ctx.on_teardown(lambda: _CONN.pop(key, None), scope="session", key=key)  # expect: DK301
    return {}
