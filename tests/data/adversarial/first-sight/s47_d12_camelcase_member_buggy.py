from devkit.agent import ToolExecutionContext, tool


@tool(name="call", description="Names the call.")
def call(args, ctx: ToolExecutionContext) -> str:
    return ctx.toolCallId  # expect: DK002
