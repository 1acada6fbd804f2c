import asyncio

from devkit.agent import ToolExecutionContext, tool


def _stopped(ctx: ToolExecutionContext) -> bool:
    return ctx.signal is not None and ctx.signal.aborted


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    done = 0
    while done < args.n:
        if _stopped(ctx):
            break
        await asyncio.sleep(0.1)
        done += 1
    return done
