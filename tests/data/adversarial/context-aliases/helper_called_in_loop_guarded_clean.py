from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def stop(c):
    return c.signal.aborted
@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    for _ in range(3):
        if ctx.signal is not None and stop(ctx):
            break
        await asyncio.sleep(0)
