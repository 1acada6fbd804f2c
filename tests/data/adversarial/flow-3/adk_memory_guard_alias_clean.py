from devkit.adk import create_tool, ToolContext

async def recall(q: str, tool_context: ToolContext):
    mem = tool_context.memory_service
    if not mem:
        return []
    return await tool_context.search_memory(q)
