from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio
import time

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    for item in args.items:  # expect: DK501
        time.sleep(1)
    return "done"
