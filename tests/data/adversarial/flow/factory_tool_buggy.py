from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

def make(prefix):
    @tool(name=prefix + "x")
    def inner(args, ctx: ToolExecutionContext):
        return ctx.identity.tenant  # expect: DK201
    return inner
