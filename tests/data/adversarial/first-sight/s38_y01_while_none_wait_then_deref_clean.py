import asyncio

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> bool:
    waited = 0
    while ctx.signal is None:
        waited += 1
        if waited > 3:
            return False
        await asyncio.sleep(0.01)
    return ctx.signal.aborted
