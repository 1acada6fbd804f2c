from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> str:
    lock = asyncio.Lock()
    async with lock:
        if ctx.identity is None:
            return ""
        tenant = ctx.identity.tenant
    return tenant or ctx.identity.principal or ""
