from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def impl(args, ctx: ToolExecutionContext):
    return ctx.run_id.upper()  # expect: DK201
x = tool(name="x")(impl)
