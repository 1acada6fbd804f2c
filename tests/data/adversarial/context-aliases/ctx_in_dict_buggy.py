from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def run(deps):
    return deps["ctx"].identity.tenant  # expect: DK201
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    return run({"ctx": ctx})
