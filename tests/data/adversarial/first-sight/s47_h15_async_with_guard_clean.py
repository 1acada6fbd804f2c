import asyncio

from devkit.agent import ToolExecutionContext, tool

_LOCK = asyncio.Lock()


@tool(name="locked", description="Reads under a lock.")
async def locked(args, ctx: ToolExecutionContext) -> str:
    async with _LOCK:
        if ctx.identity is None:
            return "none"
        tenant = ctx.identity.tenant
    return f"{tenant}:{ctx.identity.principal}"
