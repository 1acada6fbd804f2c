from google.adk.tools import ToolContext

async def recall(query: str, tool_context: ToolContext) -> list:
    try:
        res = await tool_context.search_memory(query)
    except ValueError:
        return []
    return [m.content for m in res.memories]
