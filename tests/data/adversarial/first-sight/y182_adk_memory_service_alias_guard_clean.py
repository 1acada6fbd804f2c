from devkit.adk import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list:
    memory = tool_context.memory_service
    if not memory:
        return []
    found = await tool_context.search_memory(query)
    return [m for m in found if m.score > 0.5]
