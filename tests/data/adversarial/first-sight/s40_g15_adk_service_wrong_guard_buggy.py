from devkit.adk import ToolContext


async def find(query: str, tool_context: ToolContext) -> list:
    if tool_context.memory_service is None:
        return []
    names = await tool_context.list_artifacts()  # expect: DK203
    return names
