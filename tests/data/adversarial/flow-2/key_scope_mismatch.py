from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "session")
    scopes = ctx.teardown_scopes or ()
    if "run" in scopes and ctx.on_teardown:
        ctx.on_teardown(lambda: None, scope="run", key=key)  # expect: DK302
