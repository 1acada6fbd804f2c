from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def warn(msg: str) -> None:
    log.warning(msg)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.signal is None:
        warn("no signal")
    return ctx.signal.aborted  # expect: DK201
