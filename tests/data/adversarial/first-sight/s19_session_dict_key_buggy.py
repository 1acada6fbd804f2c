from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)
STORE: dict = {}


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    STORE.update({ctx.session_id: args})  # expect: DK401
    return "ok"
