import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> list:
    if ctx.identity is None or ctx.signal is None:
        return []
    out = []
    for item in args.items:
        if ctx.signal.aborted:
            break
        await asyncio.sleep(0)
        out.append(f"{ctx.identity.principal}:{item}")
    return out
