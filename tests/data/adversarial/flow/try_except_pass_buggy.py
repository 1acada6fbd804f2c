from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    ident = None
    try:
        ident = ctx.identity
        if ident is None:
            raise ValueError("no identity")
    except ValueError:
        pass
    return ident.tenant  # expect: DK201
