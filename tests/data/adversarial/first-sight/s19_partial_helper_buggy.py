from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


def principal(ctx: ToolExecutionContext, suffix: str) -> str:
    return ctx.identity.principal + suffix  # expect: DK201


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    get = functools.partial(principal, ctx)
    return get("!")
