from devkit.agent import ToolExecutionContext, tool


@tool(name="call", description="Names the call.")
def call(args, ctx: ToolExecutionContext) -> str:
    if ctx.tool_call_id is None:  # expect: DK205
        return "none"
    return ctx.tool_call_id
