from devkit.agent import tool, ToolExecutionContext
import asyncio


async def relay(a: ToolExecutionContext, b: ToolExecutionContext):
    if b.signal is None:
        return None
    while True:
        await asyncio.sleep(1)
        if a.signal.aborted:  # expect: DK201
            break
    return b.signal.aborted
