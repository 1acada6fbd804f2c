from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig = ctx.signal
    if sig is None:
        return None
    check = lambda: sig.aborted  # expect: DK201
    sig = ctx.signal
    return check()
