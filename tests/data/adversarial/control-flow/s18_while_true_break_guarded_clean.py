import asyncio

from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    while True:
        if ctx.identity is not None:
            break
        await asyncio.sleep(0)
        if ctx.signal is not None and ctx.signal.aborted:
            return "aborted"
    return ctx.identity.tenant
