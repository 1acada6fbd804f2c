from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

import asyncio
@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    for i in range(10):  # expect: DK501
        await asyncio.sleep(1)
