from devkit.adk import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list:
    service = tool_context.memory_service
    if not service:
        return []
    results = await tool_context.search_memory(query)
    return sorted((r.memory for r in results), key=len)
