from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    scopes = ctx.teardown_scopes or ()
    if "session" in scopes and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run", key="k")  # expect: DK301
