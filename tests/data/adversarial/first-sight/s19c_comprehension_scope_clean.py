from devkit.agent import MemoryIdentity, Need, Tool, ToolExecutionContext, tool, tool_session_key
import asyncio, contextlib, functools, logging, os, sys
from typing import Never, NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext, names: list[str]):
    if ctx.identity is None:
        return []
    return [f"{ctx.identity.principal}:{n}" for n in names if ctx.identity is not None]
