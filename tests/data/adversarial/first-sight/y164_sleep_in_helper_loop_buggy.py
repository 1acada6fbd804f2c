import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    async def nap() -> None:
        await asyncio.sleep(1)

    for _ in range(5):  # expect: DK501
        await nap()
    return None
