from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key
from pydantic import BaseModel
import asyncio

NEEDS = [Need(n) for n in ("github", "jira")]

@tool(name="t", needs=NEEDS)  # expect: DK003
def t(args, ctx: ToolExecutionContext):
    return ctx.credential and ctx.credential.name
