from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import asyncio


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> int:
    n = 0
    while n < 10:  # expect: DK501
        await asyncio.sleep(1)
        n += 1
    return n
