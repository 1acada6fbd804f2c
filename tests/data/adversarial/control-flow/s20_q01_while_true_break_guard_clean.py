from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> str:
    while True:
        if ctx.identity is not None:
            break
        if ctx.signal is not None and ctx.signal.aborted:
            return ""
        await asyncio.sleep(0.1)
    return ctx.identity.tenant or ""
