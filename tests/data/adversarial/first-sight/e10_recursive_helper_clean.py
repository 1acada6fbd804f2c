from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

def walk(c, depth):
    if depth == 0 or c.identity is None:
        return []
    return [c.identity.tenant, *walk(c, depth - 1)]

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return walk(ctx, 3)
