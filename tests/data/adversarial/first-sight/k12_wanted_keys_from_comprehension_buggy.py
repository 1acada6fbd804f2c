from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

@tool(name="t", wants=["a", "b"])
def t(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return []
    return [ctx.wanted[k].name for k in ("a", "c")]  # expect: DK105
