from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    def who():
        return ctx.identity.principal  # expect: DK201
    return who()
