import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    if ctx.identity is None:
        return None
    await asyncio.sleep(0)
    return ctx.identity.tenant
