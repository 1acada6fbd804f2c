import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="wait_ident", description="wait")
async def wait_ident(args: dict, ctx: ToolExecutionContext) -> str:
    ident = None
    for _ in range(3):
        if ctx.signal is not None and ctx.signal.aborted:
            break
        ident = ctx.identity
        if ident is not None:
            break
        await asyncio.sleep(0.1)
    if ident is None:
        return "anonymous"
    return ident.tenant
