from devkit.mcp import tool, use_guards, ExecutionContext, emit_event

@tool(name="m")
def m(args, ctx: ExecutionContext):
    if ctx.task is not None:
        return ctx.task.task_id  # expect: DK107
