from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


@tool(name="t", task_support=False)
async def t(args, ctx: ExecutionContext) -> int:
    return ctx.task.current_step if ctx.task else 0  # expect: DK107
