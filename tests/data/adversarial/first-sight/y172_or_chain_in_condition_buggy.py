import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if ctx.identity or ctx.signal:
        return ctx.identity.tenant  # expect: DK201
    return None
