from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import sys, os, logging, functools, contextlib, uuid, asyncio
from typing import NoReturn, Never
log = logging.getLogger(__name__)

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    try:
        if ident is None:
            raise KeyError("x")
        value = ident.tenant
    except KeyError:
        log.warning("missing")
        raise
    finally:
        log.info("done")
    return value, ident.tenant
