from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class Summarize(Tool):
    name = "summarize"

    def execute(self, args, ctx: ToolExecutionContext):
        if ctx.wanted and "report" in ctx.wanted:  # expect: DK103
            return ctx.wanted["report"].size
        return 0
