from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    try:
        n = int(args.n)
    except (AttributeError, TypeError):
        return None
    else:
        return ctx.identity.tenant * n  # expect: DK201
