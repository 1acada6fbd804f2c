from devkit.agent import MemoryIdentity, Need, Tool, ToolExecutionContext, tool, tool_session_key
import asyncio, contextlib, functools, logging, os, sys
from typing import Never, NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    scopes = frozenset(ctx.teardown_scopes or ())
    honoured = scopes
    if "run" in honoured and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope="run")
