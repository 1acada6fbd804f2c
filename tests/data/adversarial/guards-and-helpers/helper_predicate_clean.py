from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def has_identity(c):
    return c.identity is not None

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if not has_identity(ctx):
        return None
    return ctx.identity.tenant
