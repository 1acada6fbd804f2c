from devkit.adk import create_tool, ToolContext

async def f(q: str, tool_context: ToolContext, other: ToolContext):
    if tool_context.memory_service is None:
        return []
    tool_context = other
    return await tool_context.search_memory(q)  # expect: DK203
