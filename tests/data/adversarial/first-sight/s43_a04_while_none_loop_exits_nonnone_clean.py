import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    ident = ctx.identity
    while ident is None:
        await asyncio.sleep(0.1)
        ident = ctx.identity
    if ctx.signal is not None and ctx.signal.aborted:
        return "stopped"
    return ident.tenant or "-"
