from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

from devkit.agent import AbortSignal
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig: AbortSignal | None = ctx.signal
    return sig.aborted  # expect: DK201
