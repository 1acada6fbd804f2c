from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

def cancelled(c):
    return c.signal is not None and c.signal.aborted

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    for item in args.items:
        if cancelled(ctx):
            break
        await asyncio.sleep(1)
    return "done"
