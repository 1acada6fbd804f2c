import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    while not args.job.done():
        if ctx.signal is not None and ctx.signal.aborted:
            return "cancelled"
        await asyncio.sleep(1)
    return "finished"
