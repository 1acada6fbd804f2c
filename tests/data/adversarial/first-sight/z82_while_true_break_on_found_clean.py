import asyncio

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d")
async def t(args, ctx: ToolExecutionContext) -> str:
    while True:
        ident = ctx.identity
        if ident is not None:
            break
        if ctx.signal is not None and ctx.signal.aborted:
            return ""
        await asyncio.sleep(0.2)
    return str(ident.conversation)
