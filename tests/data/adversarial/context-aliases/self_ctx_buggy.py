from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class T(Tool):
    name = "t"
    def execute(self, args, ctx: ToolExecutionContext):
        self.ctx = ctx
        return self._go()
    def _go(self):
        return self.ctx.signal.aborted  # expect: DK201
