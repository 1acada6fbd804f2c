from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    match ctx.identity:
        case ident if ident is not None:
            return ident.tenant
    return ""
