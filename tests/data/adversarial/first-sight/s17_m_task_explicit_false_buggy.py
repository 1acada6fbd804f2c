from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t", task_support=False)
async def t(args, ctx: ExecutionContext) -> int:
    if ctx.task is None:
        return 0
    return ctx.task.current_step  # expect: DK107
