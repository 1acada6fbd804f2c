from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return
    tok = ctx.credential.secret.reveal()
    try:
        call(tok)
    except Exception:
        log.exception("call failed with %s", tok)  # expect: DK402
