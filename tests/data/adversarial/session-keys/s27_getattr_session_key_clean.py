from devkit.agent import ToolExecutionContext, tool, tool_session_key

CACHE: dict = {}


@tool(name="remember", description="Remembers a value.")
async def remember(args, ctx: ToolExecutionContext) -> str:
    if getattr(ctx, "session_id", None) is None:
        return "no session"
    key = tool_session_key(ctx, "session")
    CACHE[key] = args
    if ctx.on_teardown is not None and "session" in (ctx.teardown_scopes or ()):
        ctx.on_teardown(lambda: CACHE.pop(key, None), scope="session", key=key)
    return getattr(ctx, "session_id").upper()
