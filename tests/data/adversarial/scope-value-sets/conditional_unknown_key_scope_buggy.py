from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="h")
def h(args, ctx: ToolExecutionContext, flag: bool = False):
    scope = "run" if flag else "chat"
    key = tool_session_key(ctx, scope)  # expect: DK303, DK304
    return key
