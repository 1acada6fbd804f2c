from devkit.agent import MemoryIdentity, Need, Tool, ToolExecutionContext, tool, tool_session_key
import asyncio, contextlib, functools, logging, os, sys
from typing import Never, NoReturn

log = logging.getLogger(__name__)


@tool(name="a")
def a(args, ctx: ToolExecutionContext, names: list[str]):
    found = [t for n in names if (t := ctx.identity)]
    return t.tenant  # expect: DK201
