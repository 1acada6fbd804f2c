from devkit.agent import ToolExecutionContext, tool


@tool(name="ids", description="Ids.")
async def ids(args, ctx: ToolExecutionContext) -> str:
    if ctx.tool_call_id is not None:  # expect: DK205
        return ctx.tool_call_id
    return "none"
