from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

def tenant_of(c):
    return c.identity.tenant  # expect: DK201

@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    if ctx.identity is None:
        return None
    return tenant_of(ctx)

@tool(name="b")
def b(args, ctx: ToolExecutionContext):
    return tenant_of(ctx)
