from devkit.mcp import ExecutionContext, tool


@tool(name="job")
async def job(args, ctx: ExecutionContext) -> int:
    if ctx.task is not None:
        ctx.task.current_step = 1  # expect: DK107
        ctx.task.total_steps = 3
    return 1
