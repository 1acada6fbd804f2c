from pydantic import BaseModel
import uuid

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key

SESSIONS: dict = {}
import asyncio


@tool(name="a")
async def a(args, ctx: ToolExecutionContext):
    while True:  # expect: DK501
        await asyncio.sleep(5)
        if args.done:
            break
