from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def tenant(c):
    return c.identity.tenant  # expect: DK201
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return tenant(ctx)
@tool(name="b")
def b(args, ctx: ToolExecutionContext):
    return tenant(ctx)
