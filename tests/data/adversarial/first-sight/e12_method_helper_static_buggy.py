from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

class Fmt:
    @staticmethod
    def line(c):
        return "run " + c.run_id  # expect: DK201

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    return Fmt.line(ctx)
