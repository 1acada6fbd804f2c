from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    tries = 0
    while tries < 3:
        if ctx.identity is not None:
            break
        tries += 1
    else:
        return "no identity"
    return ctx.identity.principal or "unknown"
