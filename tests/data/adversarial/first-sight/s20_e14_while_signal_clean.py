from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> int:
    import asyncio
    n = 0
    if ctx.signal is None:
        return n
    while not ctx.signal.aborted:
        await asyncio.sleep(1)
        n += 1
    return n
