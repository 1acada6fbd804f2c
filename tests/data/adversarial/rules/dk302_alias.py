from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    run_key = tool_session_key(ctx, "run")
    k = run_key
    if "session" in (ctx.teardown_scopes or ()) and ctx.on_teardown:
        ctx.on_teardown(lambda: None, scope="session", key=k)  # expect: DK302
