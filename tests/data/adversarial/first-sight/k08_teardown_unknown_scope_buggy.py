from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, "conversation")  # expect: DK304
    return key
