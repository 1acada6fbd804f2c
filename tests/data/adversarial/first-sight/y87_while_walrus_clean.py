from devkit.agent import MemoryIdentity, ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    import asyncio

    while (signal := ctx.signal) is None:
        await asyncio.sleep(0.1)
    return signal.aborted
