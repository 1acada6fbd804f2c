from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    for _ in range(3):
        if ctx.run_id:
            break
    else:
        return None
    return ctx.run_id.upper()
