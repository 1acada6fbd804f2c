from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a", needs=[Need("gh")])  # expect: DK102
def a(args, ctx: ToolExecutionContext):
    return 1
