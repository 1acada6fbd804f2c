from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)
from devkit.agent import MemoryIdentity


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if isinstance(ident, MemoryIdentity):
        return ident.tenant
    return None
