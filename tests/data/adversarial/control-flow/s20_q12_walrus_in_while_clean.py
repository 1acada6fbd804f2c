from devkit.agent import ToolExecutionContext, tool
import asyncio, contextlib


@tool(name="t", description="t")
async def t(args: dict, ctx: ToolExecutionContext) -> int:
    n = 0
    while (sig := ctx.signal) is not None and not sig.aborted:
        n += 1
        if n > 10:
            break
        await asyncio.sleep(0)
    return n
