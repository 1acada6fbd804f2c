from devkit.adk import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list:
    try:
        found = await tool_context.search_memory(query)  # expect: DK203
    except ValueError:
        return []
    return [r.memory for r in found]
