from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list[str]:
    try:
        found = await tool_context.search_memory(query)  # expect: DK203
    except (RuntimeError, AttributeError):
        return []
    return [m.author or "" for m in found.memories]
