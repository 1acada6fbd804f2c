from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "run")
    if ctx.teardown_scopes and "run" in ctx.teardown_scopes and ctx.on_teardown:
        ctx.on_teardown(lambda: None, scope="run", key=key)
