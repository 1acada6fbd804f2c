from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

from pydantic import BaseModel
class Args(BaseModel):
    report: str
class Summ(Tool):
    name = "summ"
    wants = ["reports"]  # expect: DK104
    async def execute(self, args: Args, ctx: ToolExecutionContext):
        return args.report
