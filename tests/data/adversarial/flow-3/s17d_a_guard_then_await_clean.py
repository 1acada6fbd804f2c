from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import asyncio


@tool(name="t")
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.identity is None:
        return "-"
    await asyncio.sleep(0)
    return ctx.identity.principal
