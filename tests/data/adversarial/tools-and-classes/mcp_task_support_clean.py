from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m", task_support=True)
async def m(args, ctx: ExecutionContext):
    if ctx.task is None:
        return None
    return ctx.task.task_id
