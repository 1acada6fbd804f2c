import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="poll", description="Polls until told to stop.")
async def poll(args, ctx: ToolExecutionContext) -> str:
    while True:
        if ctx.signal is None or ctx.signal.aborted:
            return "stopped"
        await asyncio.sleep(1)
        print("still", ctx.signal.aborted)
