from devkit.adk import ToolContext, create_tool


async def recall(query: str, tool_context: ToolContext) -> list:
    if tool_context.memory_service is not None:
        return []
    results = await tool_context.search_memory(query)  # expect: DK203
    return [r.memory for r in results]
