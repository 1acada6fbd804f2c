from devkit.mcp import ExecutionContext, tool


@tool(name="t", task_support=False)
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.task is None:
        return "inline"
    return ctx.task.task_id  # expect: DK107
