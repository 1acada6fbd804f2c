import asyncio

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


def _stop(ctx: ToolExecutionContext) -> bool:
    return ctx.signal is not None and ctx.signal.aborted


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> int:
    done = 0
    for _ in range(5):
        if _stop(ctx):
            break
        await asyncio.sleep(0.01)
        done += 1
    return done
