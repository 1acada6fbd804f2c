from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class Args(BaseModel):
    report: str
    limit: int = 10

@tool(name="t", wants=["reprot"])  # expect: DK104
def t(args: Args, ctx: ToolExecutionContext):
    return args.limit
