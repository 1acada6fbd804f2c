import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    while not args.job.done():  # expect: DK501
        await asyncio.sleep(1)
    return "finished"
