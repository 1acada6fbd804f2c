import contextlib

from google.adk.tools import ToolContext


async def files(tool_context: ToolContext) -> list[str]:
    names: list[str] = []
    with contextlib.suppress(ValueError):
        names = await tool_context.list_artifacts()
    return names
