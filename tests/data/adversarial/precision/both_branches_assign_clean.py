from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if args.x:
        ident = ctx.identity or MemoryIdentity(tenant="t", principal=None, conversation=None)
    else:
        ident = MemoryIdentity(tenant="u", principal=None, conversation=None)
    return ident.tenant
