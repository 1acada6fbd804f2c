from devkit.mcp import ExecutionContext, tool


@tool(name="long_job", task_support=False)
async def long_job(args: dict, ctx: ExecutionContext) -> dict:
    step = ctx.task.current_step if ctx.task else 0  # expect: DK107
    return {"step": step}
