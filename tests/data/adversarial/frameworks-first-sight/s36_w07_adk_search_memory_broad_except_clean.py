from google.adk.tools import ToolContext


async def remember(query: str, tool_context: ToolContext) -> list[str]:
    try:
        found = await tool_context.search_memory(query)
    except Exception:
        return []
    return [m.author or "" for m in found.memories]
