from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
async def t(args, ctx: ToolExecutionContext):
    first, *rest = (ctx.signal, ctx.identity, ctx.run_id)
    if first is not None and first.aborted:
        return None
    return rest[0].tenant  # expect: DK201
