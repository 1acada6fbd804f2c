from devkit.adk import create_tool, ToolContext

async def recall(q: str, tool_context: ToolContext):
    if tool_context.memory_service is None:
        return []
    results = await tool_context.search_memory(q)
    return [r.memory for r in results if r.score > 0.5]
