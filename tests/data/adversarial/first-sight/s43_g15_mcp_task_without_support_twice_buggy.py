from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    tid = ctx.task.task_id  # expect: DK107
    status = ctx.task.status
    return f"{tid}:{status}"
