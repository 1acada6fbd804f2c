from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


def deny(reason: str) -> NoReturn:
    raise PermissionError(reason)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None or ctx.identity.tenant is None:
        deny("tenant required")
    return ctx.identity.tenant.upper()
