from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if None is ctx.run_id:
        return "no run"
    return ctx.run_id.upper()
