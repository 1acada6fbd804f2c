from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

STORE = {}
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return
    STORE[(ctx.identity.tenant, ctx.session_id)] = 1
