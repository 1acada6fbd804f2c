from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

GITHUB = Need("github")

class Push(Tool):
    name = "push"
    needs = [GITHUB]

    def execute(self, args, ctx: ToolExecutionContext):
        return ctx.credential.name if ctx.credential else None
