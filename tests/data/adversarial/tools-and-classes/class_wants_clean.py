from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Summ(Tool):
    name = "summ"
    wants = ["report"]
    def execute(self, args, ctx: ToolExecutionContext):
        if ctx.wanted is None:
            return None
        return ctx.wanted["report"].size
