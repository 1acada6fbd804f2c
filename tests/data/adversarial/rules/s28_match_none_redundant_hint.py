from devkit.agent import ToolExecutionContext, tool


@tool(name="call")
def call(args, ctx: ToolExecutionContext):
    match ctx.tool_call_id:  # expect: DK205
        case None:
            return None
        case call_id:
            return call_id.upper()
