from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list:
    try:
        found = await tool_context.search_memory(query)  # expect: DK203
    except KeyError:
        return []
    return [m.content for m in found.memories]
