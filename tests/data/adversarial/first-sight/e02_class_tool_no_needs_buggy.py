from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class OpenIssue(Tool):
    name = "open_issue"

    async def execute(self, args, ctx: ToolExecutionContext):
        cred = ctx.credential  # expect: DK101
        if cred is None:
            return None
        return cred.name
