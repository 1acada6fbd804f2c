import asyncio

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    n = 0
    while ctx.signal is None or not ctx.signal.aborted:
        await asyncio.sleep(0.1)
        n += 1
        if n > 10:
            break
    return n
