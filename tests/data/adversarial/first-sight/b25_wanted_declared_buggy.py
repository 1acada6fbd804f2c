from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t", wants=["report"])
def t(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    a = ctx.wanted["report"]
    b = ctx.wanted.get("summary")  # expect: DK105
    return a, b
