from devkit.mcp import ExecutionContext, TaskInfo, tool


@tool(name="step", task_support=True)
async def step(args: dict, ctx: ExecutionContext) -> int:
    if isinstance(ctx.task, (TaskInfo, type(None))):
        return ctx.task.current_step  # expect: DK201
    return 0
