from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Tools:
    @tool(name="x")
    def x(self, args, ctx: ToolExecutionContext):
        return ctx.run_id.upper()  # expect: DK201
