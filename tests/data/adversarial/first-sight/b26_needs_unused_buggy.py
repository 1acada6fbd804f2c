from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import asyncio
from contextlib import suppress

@tool(name="t", needs=[Need("github")])  # expect: DK102
def t(args, ctx: ToolExecutionContext):
    return args
