from devkit.mcp import ExecutionContext, tool


@tool(name="job", task_support=True)
async def job(args: dict, ctx: ExecutionContext) -> dict:
    ctx.task.total_steps = 3  # expect: DK201
    return {"task": ctx.task.task_id}
