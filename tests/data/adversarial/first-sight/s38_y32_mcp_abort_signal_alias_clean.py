import asyncio

from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> int:
    signal = ctx.abort_signal
    n = 0
    while n < 5:
        if signal is not None and signal.aborted:
            break
        await asyncio.sleep(0)
        n += 1
    return n
