import asyncio

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    n = 0
    while n < 100:  # expect: DK501
        await asyncio.sleep(1)
        n += 1
    return n
