from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list[str]:
    try:
        response = await tool_context.search_memory(query)
    except ValueError:
        return []
    return [m.author or "" for m in response.memories]
