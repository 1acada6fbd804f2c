from devkit.adk import ToolContext


async def find(query: str, tool_context: ToolContext) -> list:
    memory = tool_context.memory_service
    if memory is None:
        return []
    found = await tool_context.search_memory(query)
    return [r.memory.content for r in found]
