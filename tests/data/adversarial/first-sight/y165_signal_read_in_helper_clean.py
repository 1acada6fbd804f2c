import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    def stopped(c: ToolExecutionContext) -> bool:
        return c.signal is not None and c.signal.aborted

    for _ in range(5):
        if stopped(ctx):
            break
        await asyncio.sleep(1)
    return None
