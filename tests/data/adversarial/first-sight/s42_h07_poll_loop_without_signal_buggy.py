import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    while True:  # expect: DK501
        if await args.job.done():
            return f"done in {ctx.iteration}"
        await asyncio.sleep(1)
