from devkit.agent import tool, ToolExecutionContext
import asyncio


async def merge(a: ToolExecutionContext, b: ToolExecutionContext):
    if a.identity is None or b.identity is None:
        return None
    while a.signal is not None and not a.signal.aborted:
        await asyncio.sleep(1)
    return a.identity.tenant, b.identity.tenant


@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    return await merge(ctx, args.parent)
