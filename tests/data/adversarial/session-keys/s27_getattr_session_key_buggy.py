from devkit.agent import ToolExecutionContext, tool

CACHE: dict = {}


@tool(name="remember", description="Remembers a value.")
async def remember(args, ctx: ToolExecutionContext) -> str:
    session = getattr(ctx, "session_id", None)
    if session is None:
        return "no session"
    CACHE[getattr(ctx, "session_id")] = args  # expect: DK401
    return session
