from devkit.agent import ToolExecutionContext, tool

SEEN: dict = {}


@tool(name="remember")
def remember(args, ctx: ToolExecutionContext):
    if session_key := ctx.session_id:  # expect: DK401
        SEEN[session_key] = args
    return len(SEEN)
