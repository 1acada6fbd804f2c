import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    holders = [ctx]
    return holders[0].identity.tenant  # expect: DK201
