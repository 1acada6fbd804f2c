from devkit.adk import ToolContext


def _memory(tool_context: ToolContext):
    return tool_context.memory_service


async def recall(query: str, tool_context: ToolContext) -> list:
    if _memory(tool_context) is None:
        return []
    results = await tool_context.search_memory(query)
    return [r.memory for r in results]
