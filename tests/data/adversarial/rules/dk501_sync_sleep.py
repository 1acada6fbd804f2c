from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

import time
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    for _ in range(10):  # expect: DK501
        time.sleep(1)
