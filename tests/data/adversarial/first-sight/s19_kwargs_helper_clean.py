from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


def principal(ctx: ToolExecutionContext) -> str:
    return ctx.identity.principal if ctx.identity else "anon"


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    return principal(**{"ctx": ctx})
