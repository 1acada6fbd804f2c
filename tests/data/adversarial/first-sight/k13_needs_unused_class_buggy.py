from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class Lookup(Tool):
    name = "lookup"
    needs = [Need("jira")]  # expect: DK102

    def execute(self, args, ctx: ToolExecutionContext):
        return args.key
