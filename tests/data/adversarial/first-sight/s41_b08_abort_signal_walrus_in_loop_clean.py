import asyncio

from devkit.mcp import ExecutionContext, tool


@tool(name="t")
async def t(input, ctx: ExecutionContext) -> int:
    done = 0
    for item in input.items:
        if (signal := ctx.abort_signal) is not None and signal.aborted:
            break
        await asyncio.sleep(0)
        done += 1
    return done
