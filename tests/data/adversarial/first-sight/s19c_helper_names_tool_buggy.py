from devkit.agent import MemoryIdentity, Need, Tool, ToolExecutionContext, tool, tool_session_key
import asyncio, contextlib, functools, logging, os, sys
from typing import Never, NoReturn

log = logging.getLogger(__name__)


def tenant_of(ctx: ToolExecutionContext) -> str:
    return ctx.identity.tenant or "-"  # expect: DK201


@tool(name="guarded")
def guarded(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return tenant_of(ctx)


@tool(name="unguarded")
def unguarded(args, ctx: ToolExecutionContext):
    return tenant_of(ctx)
