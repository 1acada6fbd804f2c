from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if not ctx.has_credentials:
        return None
    cred = ctx.credentials.get(Need("api"))
    try:
        return 1 / 0
    except ZeroDivisionError:
        log.error("failed with %s", cred.reveal())  # expect: DK402, DK201
