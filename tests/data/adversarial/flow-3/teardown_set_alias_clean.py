from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    honoured = set(ctx.teardown_scopes or [])
    if "session" not in honoured or ctx.on_teardown is None:
        return None
    key = tool_session_key(ctx, "session")
    ctx.on_teardown(lambda: None, scope="session", key=key)
