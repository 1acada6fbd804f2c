from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    try:
        pass
    finally:
        if ctx.on_teardown is not None:
            ctx.on_teardown(lambda: None, scope="run", key=tool_session_key(ctx, "run"))  # expect: DK301
