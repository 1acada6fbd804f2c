from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    with open("x") as fh:
        ident = ctx.identity
        if ident is None:
            return None
        fh.write(ident.tenant)
    return ident.tenant
