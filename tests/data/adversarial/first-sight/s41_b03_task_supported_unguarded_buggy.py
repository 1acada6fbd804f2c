from devkit.mcp import ExecutionContext, tool


@tool(name="t", task_support=True)
async def t(input, ctx: ExecutionContext) -> int:
    return ctx.task.current_step + 1  # expect: DK201
