from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    attempts = 0
    while ctx.signal is None and attempts < 3:
        attempts += 1
        await asyncio.sleep(0.1)
    if ctx.signal is None:
        return "gave up"
    return ctx.signal.aborted
