from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    scopes = ctx.teardown_scopes or ()
    if "tenant" in scopes and ctx.on_teardown:  # expect: DK304
        ctx.on_teardown(lambda: None, scope="tenant", key="k")  # expect: DK304
