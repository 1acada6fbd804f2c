import asyncio

from devkit.adk import ToolContext


async def notes(tool_context: ToolContext) -> int:
    if tool_context.artifact_service is None:
        return 0
    loaded = await asyncio.gather(*[tool_context.load_artifact(n) for n in ("a", "b")])
    return len(loaded)
