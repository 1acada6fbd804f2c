from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

_CACHE: dict = {}


def register(ctx: ToolExecutionContext, key: str) -> None:
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: _CACHE.pop(key, None), scope="run", key=key)


@tool(name="t", description="d")
def t(args, ctx: ToolExecutionContext) -> str:
    if "run" not in (ctx.teardown_scopes or ()):
        return ""
    key = tool_session_key(ctx, "run")
    _CACHE[key] = 1
    register(ctx, key)
    return key
