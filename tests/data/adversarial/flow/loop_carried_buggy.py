from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    previous = None
    for item in args.items:
        if previous is not None:
            log.info(previous.tenant)
        previous = ctx.identity
    return previous.tenant  # expect: DK201
