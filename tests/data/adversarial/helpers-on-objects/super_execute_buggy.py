from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Base(Tool):
    name = "base"
    def execute(self, args, ctx: ToolExecutionContext):
        return ctx.run_id.upper()  # expect: DK201

class Child(Base):
    name = "child"
    def execute(self, args, ctx: ToolExecutionContext):
        return super().execute(args, ctx)
