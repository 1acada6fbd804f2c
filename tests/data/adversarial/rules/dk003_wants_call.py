from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def names():
    return ["r"]
@tool(name="a", wants=names())  # expect: DK003
def a(args, ctx: ToolExecutionContext):
    return None
