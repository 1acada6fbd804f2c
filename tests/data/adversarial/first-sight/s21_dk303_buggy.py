from devkit.agent import ToolExecutionContext, tool, tool_session_key

CACHE: dict = {}


@tool(name="remember")
def remember(args, ctx: ToolExecutionContext) -> dict:
    if ctx.session_id is None:
        return {}
    CACHE[tool_session_key(ctx, "session")] = args  # expect: DK303
    return {"ok": True}
