from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    ident = ctx.identity
    if ident is None:
        return None
    ident = ctx.identity if args.flag else None
    return ident.tenant  # expect: DK201
