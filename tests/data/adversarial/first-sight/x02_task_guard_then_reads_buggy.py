from devkit.mcp import tool, ExecutionContext

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    if not ctx.task:
        return None
    ctx.task.current_step = 1  # expect: DK107
    ctx.task.total_steps = 2
    return ctx.task.task_id
