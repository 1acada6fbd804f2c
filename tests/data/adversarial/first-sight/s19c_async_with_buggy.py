from devkit.agent import MemoryIdentity, Need, Tool, ToolExecutionContext, tool, tool_session_key
import asyncio, contextlib, functools, logging, os, sys
from typing import Never, NoReturn

log = logging.getLogger(__name__)


class Lock:
    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return False


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    async with Lock():
        if ctx.identity is None:
            log.info("anonymous")
    return ctx.identity.tenant  # expect: DK201
