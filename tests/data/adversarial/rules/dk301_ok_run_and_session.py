from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    scopes = ctx.teardown_scopes or ()
    for scope in ("run", "session"):
        pass
    if ctx.on_teardown is None:
        return
    if "run" in scopes:
        ctx.on_teardown(lambda: None, scope="run", key=tool_session_key(ctx, "run"))
    if "session" in scopes:
        ctx.on_teardown(lambda: None, scope="session", key=tool_session_key(ctx, "session"))
