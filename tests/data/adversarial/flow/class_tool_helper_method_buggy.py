from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Lookup(Tool):
    name = "lookup"
    def _tenant(self, ctx):
        return ctx.identity.tenant  # expect: DK201
    async def execute(self, args, ctx: ToolExecutionContext):
        return self._tenant(ctx)
