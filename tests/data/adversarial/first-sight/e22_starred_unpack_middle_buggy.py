from devkit.agent import tool, ToolExecutionContext


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    first, *middle, last = [ctx.tool_call_id, ctx.identity, ctx.run_id, ctx.iteration]
    if middle[1] is None:
        return first, last
    return middle[1].upper(), middle[0].tenant  # expect: DK201
