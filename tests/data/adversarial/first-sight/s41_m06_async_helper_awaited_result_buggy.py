from devkit.agent import ToolExecutionContext, tool


async def _run(ctx: ToolExecutionContext):
    return ctx.run_id


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    return (await _run(ctx)).upper()  # expect: DK201
