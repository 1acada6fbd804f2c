from devkit.adk import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list:
    found = await tool_context.search_memory(query)  # expect: DK203
    return [m.text for m in found.memories]
