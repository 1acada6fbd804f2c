from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class Summarize(Tool):
    name = "summarize"
    wants = ["report"]

    def execute(self, args, ctx: ToolExecutionContext):
        wanted = ctx.wanted
        if wanted is None:
            return None
        return wanted["summary"].name  # expect: DK105
