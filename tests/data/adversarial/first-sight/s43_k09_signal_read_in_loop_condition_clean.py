import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    done = 0
    sig = ctx.signal
    while done < args.n and not (sig is not None and sig.aborted):
        await asyncio.sleep(0.01)
        done += 1
    return done
