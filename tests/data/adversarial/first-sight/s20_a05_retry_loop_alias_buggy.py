import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="wait_ident", description="wait")
async def wait_ident(args: dict, ctx: ToolExecutionContext) -> str:
    ident = None
    for _ in range(3):
        if ctx.signal is not None and ctx.signal.aborted:
            break
        if ident is None:
            ident = ctx.identity
        await asyncio.sleep(0.1)
    return ident.tenant  # expect: DK201
