from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

from devkit.agent import MemoryIdentity
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    ident = ctx.identity or MemoryIdentity(tenant="t", principal="p", conversation="c")
    return (ctx.identity or ident).tenant
