import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="wait", description="d")
async def wait(args: dict, ctx: ToolExecutionContext) -> str:
    while ctx.signal is not None and not ctx.signal.aborted:
        await asyncio.sleep(0.1)
    return str(ctx.signal.reason)  # expect: DK201
