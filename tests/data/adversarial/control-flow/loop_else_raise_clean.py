from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    for attempt in range(3):
        if ctx.identity is not None:
            break
    else:
        raise PermissionError("no identity")
    return ctx.identity.tenant
