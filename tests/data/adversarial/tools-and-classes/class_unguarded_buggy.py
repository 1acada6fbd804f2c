from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Summ(Tool):
    name = "summ"
    def execute(self, args, ctx: ToolExecutionContext):
        return ctx.identity.principal  # expect: DK201
