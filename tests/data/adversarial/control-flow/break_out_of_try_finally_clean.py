from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    ident = None
    for _ in range(3):
        try:
            ident = ctx.identity
            if ident is not None:
                break
        finally:
            log.info("tried")
    else:
        return None
    return ident.tenant
