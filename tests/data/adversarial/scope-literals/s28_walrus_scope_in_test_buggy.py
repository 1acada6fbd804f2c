from devkit.agent import ToolExecutionContext, tool, tool_session_key

CACHE: dict = {}


@tool(name="cache")
def cache(args, ctx: ToolExecutionContext):
    if ctx.on_teardown is None:
        return None
    if (scope := "run") in (ctx.teardown_scopes or ()):
        key = tool_session_key(ctx, "session")
        CACHE[key] = args
        ctx.on_teardown(lambda: CACHE.pop(key, None), scope="session", key=key)  # expect: DK301
    return scope
