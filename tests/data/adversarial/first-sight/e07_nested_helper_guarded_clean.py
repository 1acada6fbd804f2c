from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    def who():
        return ctx.identity.principal
    return who()
