from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class T(Tool):
    name = "t"
    @staticmethod
    def sig(ctx):
        return ctx.signal.aborted  # expect: DK201
    def execute(self, args, ctx: ToolExecutionContext):
        return T.sig(ctx)
