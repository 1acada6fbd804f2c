import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    total = 0
    for chunk in args.chunks:
        if ctx.signal:
            ctx.signal.throw_if_aborted()
        total += len(chunk)
        await asyncio.sleep(0)
    return total
