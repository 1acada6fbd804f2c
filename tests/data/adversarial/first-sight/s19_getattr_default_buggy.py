from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    return getattr(ctx, "identity", None).principal  # expect: DK201
