from devkit.agent import MemoryIdentity, Need, Tool, ToolExecutionContext, tool, tool_session_key
import asyncio, contextlib, functools, logging, os, sys
from typing import Never, NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    ident, run = ctx.identity, ctx.run_id
    if run is None:
        return None
    return ident.tenant, run.upper()  # expect: DK201
