from devkit.agent import ToolExecutionContext, tool, tool_session_key

CACHE: dict = {}


@tool(name="t")
def t(args, ctx: ToolExecutionContext) -> dict:
    scopes = frozenset(ctx.teardown_scopes or ())
    if ctx.run_id is None or ctx.on_teardown is None or "run" not in scopes:
        return {}
    key = tool_session_key(ctx, "run")
    CACHE[key] = 1
    ctx.on_teardown(lambda: CACHE.pop(key, None), scope="run", key=key)
    return {}
