from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    match ctx.run_id:
        case 'r1' | 'r2':
            return ctx.run_id.upper()
        case None | '':
            return None
    return ctx.run_id.lower()
