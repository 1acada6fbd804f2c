from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def use(c, n):
    return c.run_id.upper() * n  # expect: DK201

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    f = functools.partial(use, ctx)
    return f(2)
