from devkit.agent import ToolExecutionContext, tool


async def _stream(ctx: ToolExecutionContext):
    for i in range(3):
        yield f"{ctx.run_id.upper()}:{i}"  # expect: DK201


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> list[str]:
    if ctx.signal is not None and ctx.signal.aborted:
        return []
    return [part async for part in _stream(ctx)]
