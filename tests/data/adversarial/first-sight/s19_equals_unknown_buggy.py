from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext, expected: str | None = None):
    if ctx.run_id == expected:
        return ctx.run_id.upper()  # expect: DK201
    return "other"
