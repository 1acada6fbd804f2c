from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
import sys, os, logging, functools, contextlib
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return
    print(ctx.credential.secret)
    log.info("cred %s", ctx.credential.name)
    return {"kind": ctx.credential.kind}
