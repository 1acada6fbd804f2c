from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def l1(c): return l2(c)
def l2(c): return l3(c)
def l3(c): return c.signal.aborted

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.signal is None:
        return False
    return l1(ctx)
