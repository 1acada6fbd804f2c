from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    a_, b_ = "fixed", ctx.run_id
    if a_ is None:
        return
    a_, b_ = b_, a_
    return a_.upper()  # expect: DK201
