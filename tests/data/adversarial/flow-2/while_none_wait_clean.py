from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

import asyncio
@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    while ctx.signal is None:
        await asyncio.sleep(0.1)
    return ctx.signal.aborted
