from devkit.agent import ToolExecutionContext, tool


@tool(name="ids", description="Ids.")
async def ids(args, ctx: ToolExecutionContext) -> str:
    return ctx.toolCallId  # expect: DK002
