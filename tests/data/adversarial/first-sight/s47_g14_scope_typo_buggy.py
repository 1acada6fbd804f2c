from devkit.agent import ToolExecutionContext, tool, tool_session_key


@tool(name="open", description="Opens a handle for the run.")
def open_handle(args, ctx: ToolExecutionContext) -> str:
    key = tool_session_key(ctx, "runs")  # expect: DK304
    return key
