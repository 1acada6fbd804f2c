from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    match ctx.identity:
        case None:
            raise PermissionError('no identity')
        case MemoryIdentity():
            pass
    return ctx.identity.principal
