import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    total = 0
    for item in args.items:  # expect: DK501
        await asyncio.sleep(0)
        total += item
    return total
