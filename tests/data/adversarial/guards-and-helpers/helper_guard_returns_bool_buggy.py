from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def check_identity(c):
    if c.identity is None:
        log.warning("no identity")
        return False
    return True

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    check_identity(ctx)
    return ctx.identity.tenant  # expect: DK201
