from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def require_identity(c):
    if c.identity is None:
        raise PermissionError("identity required")

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    require_identity(ctx)
    return ctx.identity.tenant
