from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "session")  # expect: DK303
    STORE[key] = 1
    return f"session {ctx.session_id}"
