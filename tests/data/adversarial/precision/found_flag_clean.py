from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    found = None
    for item in args.items:
        if item.ok:
            found = ctx.identity
            break
    if found is not None:
        return found.tenant
