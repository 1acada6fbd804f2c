from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    try:
        tenant = ctx.identity.tenant
    except AttributeError:
        sys.exit(2)
    return tenant.upper()  # expect: DK201
