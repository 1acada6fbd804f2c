from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

CACHE = {}
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sid = ctx.session_id
    return CACHE.get(sid)  # expect: DK401
