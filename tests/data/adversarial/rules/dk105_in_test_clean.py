from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a", wants=["report", "draft"])
def a(args, ctx: ToolExecutionContext):
    if ctx.wanted and "draft" in ctx.wanted:
        return ctx.wanted["draft"].size
    return None
