from devkit.agent import ToolExecutionContext, tool


@tool(name="describe")
def describe(args, ctx: ToolExecutionContext):
    if session_label := ctx.session_id:
        return f"session {session_label}"
    return "no session"
