from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="session", key="k")  # expect: DK301
