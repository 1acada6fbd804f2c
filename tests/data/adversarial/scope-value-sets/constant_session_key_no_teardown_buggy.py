from devkit.agent import ToolExecutionContext, tool, tool_session_key

SESSION = "session"
CACHE: dict = {}


@tool(name="g")
def g(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    CACHE[tool_session_key(ctx, SESSION)] = 1  # expect: DK303
    return "ok"
