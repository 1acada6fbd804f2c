from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

import uuid
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    rid = ctx.run_id or str(uuid.uuid4())  # expect: DK204
    return rid
