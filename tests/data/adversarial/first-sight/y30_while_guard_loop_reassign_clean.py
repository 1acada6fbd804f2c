from devkit.mcp import ExecutionContext, tool


@tool(name="drain", task_support=True)
async def drain(args, ctx: ExecutionContext) -> int:
    task = ctx.task
    steps = 0
    while task is not None:
        task.current_step = steps
        steps += 1
        task = ctx.task if steps < 3 else None
    return steps
