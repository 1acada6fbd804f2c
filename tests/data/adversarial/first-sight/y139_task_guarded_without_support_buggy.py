from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> object:
    task = ctx.task  # expect: DK107
    if task is not None:
        task.current_step = 1
    return None
