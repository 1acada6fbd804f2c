from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    step = ctx.task.current_step  # expect: DK107
    total = ctx.task.total_steps
    return total - step  # expect: DK201
