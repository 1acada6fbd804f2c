from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="job", task_support=True)
async def job(args, ctx: ExecutionContext) -> int:
    if ctx.task is not None:
        ctx.task.total_steps = 2
        ctx.task.current_step = 1
    return 2
