from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    rid = ctx.run_id
    if rid is None:
        return None
    def label():
        return rid.upper()
    return label()
