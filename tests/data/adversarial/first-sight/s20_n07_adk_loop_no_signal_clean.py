import asyncio

from devkit.adk import ToolContext


async def wait_for_state(tool_context: ToolContext) -> bool:
    for _ in range(10):
        if tool_context.state.get("ready"):
            return True
        await asyncio.sleep(0.5)
    return False
