import asyncio

from devkit.agent import ToolExecutionContext, tool


def _stopped(ctx: ToolExecutionContext) -> bool:
    return ctx.signal is not None and ctx.signal.aborted


@tool(name="poll", description="Polls until ready.")
async def poll(args, ctx: ToolExecutionContext) -> str:
    while not args.job.ready():
        if _stopped(ctx):
            return "cancelled"
        await asyncio.sleep(1)
    return "ready"
