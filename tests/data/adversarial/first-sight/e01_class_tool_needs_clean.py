from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class OpenIssue(Tool):
    name = "open_issue"
    needs = [Need("github", scopes=("repo",))]

    async def execute(self, args, ctx: ToolExecutionContext):
        cred = ctx.credential
        if cred is None:
            raise PermissionError("github not connected")
        return cred.name
