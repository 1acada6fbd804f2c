from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    for attempt in range(3):
        for _ in range(2):
            if ctx.identity is not None:
                break
        else:
            continue
        break
    return ctx.identity.tenant  # expect: DK201
