from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    match ctx.identity:
        case MemoryIdentity(tenant=t):
            print(t)
    return ctx.identity.principal  # expect: DK201
