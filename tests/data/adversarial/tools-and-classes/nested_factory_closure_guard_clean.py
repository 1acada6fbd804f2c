from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def register(registry):
    @tool(name="t")
    def t(args, ctx: ToolExecutionContext):
        if ctx.signal is None:
            return False
        return ctx.signal.aborted
    registry.append(t)
