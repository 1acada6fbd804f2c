from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


def step(ctx: ExecutionContext, n: int) -> None:
    if ctx.task is not None:
        ctx.task.current_step = n  # expect: DK107


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    step(ctx, 1)
    return "ok"
