from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if all(x is not None for x in (ctx.identity, ctx.run_id)):
        return ctx.identity.tenant  # expect: DK201
    return None
