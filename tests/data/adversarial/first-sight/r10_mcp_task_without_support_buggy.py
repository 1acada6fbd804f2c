from devkit.mcp import ExecutionContext, tool


@tool(name="step")
async def step(args: dict, ctx: ExecutionContext) -> int:
    if ctx.task is None:
        return 0
    return ctx.task.current_step  # expect: DK107
