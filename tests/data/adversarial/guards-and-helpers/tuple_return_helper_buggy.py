from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def both(c):
    return c.signal, c.identity

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig, ident = both(ctx)
    return sig.aborted  # expect: DK201
