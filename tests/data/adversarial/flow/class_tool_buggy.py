from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Lookup(Tool):
    name = "lookup"
    async def execute(self, args, ctx: ToolExecutionContext):
        return ctx.signal.aborted  # expect: DK201
