from devkit.adk import create_tool, ToolContext

async def recall(q: str, tool_context: ToolContext):
    if tool_context.memory_service is None:
        return []
    results = tool_context.search_memory(q)  # expect: DK005
    return [r.memory for r in results]
