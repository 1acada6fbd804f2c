from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    tries = 0
    while tries < 3:
        if ctx.signal is not None:
            break
        tries += 1
    else:
        print(ctx.signal.aborted)  # expect: DK201
    return tries
