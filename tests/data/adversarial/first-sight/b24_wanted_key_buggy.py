from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return ctx.wanted  # expect: DK103
