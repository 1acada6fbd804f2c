from devkit.agent import ToolExecutionContext, tool, tool_session_key

_CONN: dict = {}


def _register(ctx: ToolExecutionContext, key: str) -> None:
    if ctx.on_teardown is None:
        return
    ctx.on_teardown(lambda: _CONN.pop(key, None), scope="run", key=key)


@tool(name="connect", description="connect")
async def connect(args: dict, ctx: ToolExecutionContext) -> dict:
    if "run" not in (ctx.teardown_scopes or ()):
        return {"cached": False}
    key = tool_session_key(ctx, "run")
    _CONN[key] = 1
    _register(ctx, key)
    return {"cached": True}
