from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.session_id in (None, ""):
        return "no session"
    return "has session"
