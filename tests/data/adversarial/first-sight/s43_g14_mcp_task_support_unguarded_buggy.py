from devkit.mcp import ExecutionContext, tool


@tool(name="t", task_support=True)
async def t(args, ctx: ExecutionContext) -> str:
    return ctx.task.task_id  # expect: DK201
