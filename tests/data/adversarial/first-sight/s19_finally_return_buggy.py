from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    try:
        if ctx.identity is None:
            return "anon"
    finally:
        log.info("tenant %s", ctx.identity.tenant)  # expect: DK201
    return ctx.identity.tenant
