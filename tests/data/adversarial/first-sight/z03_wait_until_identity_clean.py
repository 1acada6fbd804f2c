import asyncio

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    while ctx.identity is None:
        if ctx.signal is not None and ctx.signal.aborted:
            return "aborted"
        await asyncio.sleep(0.1)
    return str(ctx.identity.conversation)
