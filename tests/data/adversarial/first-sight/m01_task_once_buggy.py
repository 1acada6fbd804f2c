from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="t")
async def t(args, ctx: ExecutionContext):
    if ctx.task is not None:
        ctx.task.current_step = 1  # expect: DK107
        return ctx.task.task_id
    return None
