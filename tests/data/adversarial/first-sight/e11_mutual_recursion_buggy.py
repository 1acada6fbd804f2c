from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

def ping(c, n):
    if n <= 0:
        return c.run_id.upper()  # expect: DK201
    return pong(c, n - 1)

def pong(c, n):
    return ping(c, n - 1)

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return ping(ctx, 4)
