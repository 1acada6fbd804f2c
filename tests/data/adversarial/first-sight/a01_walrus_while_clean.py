from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio

@tool(name="poll")
async def poll(args, ctx: ToolExecutionContext):
    while (sig := ctx.signal) is not None and not sig.aborted:
        await asyncio.sleep(1)
    return "done"
