import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="poll", description="Polls until ready.")
async def poll(args, ctx: ToolExecutionContext) -> str:
    while not args.job.ready():
        if ctx.signal is not None and ctx.signal.aborted:
            return "cancelled"
        await asyncio.sleep(1)
    return "ready"
