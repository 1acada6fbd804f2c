import asyncio

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


def stopped(ctx: ToolExecutionContext) -> bool:
    return ctx.signal is not None and ctx.signal.aborted


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    n = 0
    while not stopped(ctx):
        await asyncio.sleep(0.5)
        n += 1
    return n
