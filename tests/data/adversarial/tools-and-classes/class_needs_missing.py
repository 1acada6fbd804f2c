from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Open(Tool):
    name = "open"
    async def execute(self, args, ctx: ToolExecutionContext):
        if ctx.credential is None:
            return None
        return ctx.credential.name  # expect: DK101
