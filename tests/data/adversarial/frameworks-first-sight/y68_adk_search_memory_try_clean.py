from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list[str]:
    try:
        found = await tool_context.search_memory(query)
    except ValueError:
        return []
    return [str(m) for m in found.memories]
