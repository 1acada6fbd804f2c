from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    n = 0
    while n < 3:
        n += 1
        if ctx.identity is None:
            continue
    else:
        return ctx.identity.tenant  # expect: DK201
    return None
