from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> str:
    n = 0
    while True:
        if ctx.identity is not None:
            break
        n += 1
        if n > 3:
            break
        if ctx.signal is not None and ctx.signal.aborted:
            return ""
        await asyncio.sleep(0.1)
    return ctx.identity.tenant or ""  # expect: DK201
