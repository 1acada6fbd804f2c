from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

class Base(Tool):
    def tenant(self, ctx):
        return ctx.identity.tenant  # expect: DK201

class Child(Base):
    name = "child"
    def execute(self, args, ctx: ToolExecutionContext):
        return self.tenant(ctx)
