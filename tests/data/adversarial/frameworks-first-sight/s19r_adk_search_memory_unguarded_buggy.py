from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list[str]:
    response = await tool_context.search_memory(query)  # expect: DK203
    return [m.author or "" for m in response.memories]
