from google.adk.tools import ToolContext

async def recall(query: str, tool_context: ToolContext) -> list:
    res = await tool_context.search_memory(query)  # expect: DK203
    return [m.content for m in res.memories]
