from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> list[str]:
    found = await tool_context.search_memory(query)  # expect: DK203
    return [str(m) for m in found.memories]
