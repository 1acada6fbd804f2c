import asyncio

from devkit.agent import AbortSignal, ToolExecutionContext, tool


def stopped(signal: AbortSignal | None) -> bool:
    return signal is not None and signal.aborted


@tool(name="stream", description="d")
async def stream(args: dict, ctx: ToolExecutionContext) -> int:
    total = 0
    while not stopped(ctx.signal):
        await asyncio.sleep(0.1)
        total += 1
    return total
