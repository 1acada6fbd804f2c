from devkit.mcp import ExecutionContext, tool


@tool(name="steps")
async def steps(args, ctx: ExecutionContext) -> int:
    if ctx.task is None:
        return 0
    ctx.task.current_step = 1  # expect: DK107
    ctx.task.current_step = 2
    return ctx.task.current_step or 0
