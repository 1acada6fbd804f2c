from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class T(Tool):
    name = "t"
    @property
    def label(self):
        return "x"
    def execute(self, args, ctx: ToolExecutionContext):
        return self.label + (ctx.run_id or "")  # expect: DK204
