import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> bool:
    sig = ctx.signal
    if sig is None:
        return False
    while not sig.aborted:
        await asyncio.sleep(0.1)
        if args.once:
            break
    return sig.aborted
