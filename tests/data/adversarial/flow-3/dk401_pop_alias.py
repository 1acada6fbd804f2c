from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

SESS = {}
@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sid = ctx.session_id
    if sid is None:
        return
    SESS.pop(sid, None)  # expect: DK401
