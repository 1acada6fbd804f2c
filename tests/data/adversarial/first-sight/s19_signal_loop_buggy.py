from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)
import time


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    for _ in range(100):  # expect: DK501
        time.sleep(1)
    return "done"
