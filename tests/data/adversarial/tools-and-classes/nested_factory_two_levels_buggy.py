from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def outer():
    def middle():
        @tool(name="deep")
        async def deep(args, ctx: ToolExecutionContext):
            return ctx.signal.aborted  # expect: DK201
        return deep
    return middle()
