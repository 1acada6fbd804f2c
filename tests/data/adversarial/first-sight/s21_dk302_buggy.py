from devkit.agent import ToolExecutionContext, tool, tool_session_key

CACHE: dict = {}


@tool(name="cache")
def cache(args, ctx: ToolExecutionContext) -> dict:
    if ctx.run_id is None or ctx.on_teardown is None:
        return {}
    scopes = ctx.teardown_scopes or ()
    key = tool_session_key(ctx, "run")
    CACHE[key] = 1
    if "run" in scopes and "session" in scopes:
        ctx.on_teardown(lambda: CACHE.pop(key, None), scope="session", key=key)  # expect: DK302
        ctx.on_teardown(lambda: CACHE.pop(key, None), scope="run", key=key)
    return {}
