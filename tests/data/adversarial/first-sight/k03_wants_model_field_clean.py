from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class Args(BaseModel):
    report: str
    notes: str = ""

@tool(name="t", wants=["report"])
def t(args: Args, ctx: ToolExecutionContext):
    meta = ctx.wanted.get("report") if ctx.wanted else None
    return meta.size if meta else 0
