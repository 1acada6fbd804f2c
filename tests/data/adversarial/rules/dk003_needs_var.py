from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

NEEDS = [Need("gh")]
@tool(name="a", needs=NEEDS)  # expect: DK003
def a(args, ctx: ToolExecutionContext):
    return ctx.credential
