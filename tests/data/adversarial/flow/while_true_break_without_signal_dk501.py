from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    while True:  # expect: DK501
        if ctx.identity is not None:
            break
        await wait()
    return ctx.identity.tenant
