from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    for batch in args.batches:
        for item in batch:
            if ctx.signal is not None and ctx.signal.aborted:
                return None
            await asyncio.sleep(0.1)
