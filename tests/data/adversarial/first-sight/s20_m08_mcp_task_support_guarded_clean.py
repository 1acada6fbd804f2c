from devkit.mcp import ExecutionContext, tool


@tool(name="job", task_support=True)
async def job(args: dict, ctx: ExecutionContext) -> dict:
    task = ctx.task
    if task is None:
        return {"mode": "inline"}
    task.total_steps = 3
    for step in range(3):
        task.current_step = step + 1
    return {"task": task.task_id}
