from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

LAST = None
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    global LAST
    LAST = ctx.signal
    return LAST.aborted  # expect: DK201
