from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a", wants=["report"])
def a(args, ctx: ToolExecutionContext):
    w = ctx.wanted
    if not w:
        return None
    return w["summary"]  # expect: DK105
