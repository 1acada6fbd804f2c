import asyncio

from devkit.agent import ToolExecutionContext, tool


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> object:
    done = 0
    while done < 10:
        if ctx.signal is not None and ctx.signal.aborted:
            break
        await asyncio.sleep(1)
        done += 1
    return done
