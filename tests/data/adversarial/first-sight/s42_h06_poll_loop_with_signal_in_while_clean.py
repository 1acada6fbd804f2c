import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    sig = ctx.signal
    while not (sig is not None and sig.aborted):
        if await args.job.done():
            return "done"
        await asyncio.sleep(1)
    return "cancelled"
