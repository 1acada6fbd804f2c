import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> bool:
    sig = ctx.signal
    while sig is not None and not sig.aborted:
        await asyncio.sleep(0.1)
        if args.once:
            sig = None
    return sig.aborted  # expect: DK201
