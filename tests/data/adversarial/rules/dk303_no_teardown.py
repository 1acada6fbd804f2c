from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

STORE = {}
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "session")  # expect: DK303
    STORE[key] = args
