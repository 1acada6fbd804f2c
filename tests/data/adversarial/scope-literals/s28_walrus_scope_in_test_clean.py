from devkit.agent import ToolExecutionContext, tool, tool_session_key

CACHE: dict = {}


@tool(name="cache")
def cache(args, ctx: ToolExecutionContext):
    if ctx.on_teardown is None:
        return None
    if (scope := "session") in (ctx.teardown_scopes or ()):
        key = tool_session_key(ctx, scope)
        CACHE[key] = args
        ctx.on_teardown(lambda: CACHE.pop(key, None), scope=scope, key=key)
    return None
