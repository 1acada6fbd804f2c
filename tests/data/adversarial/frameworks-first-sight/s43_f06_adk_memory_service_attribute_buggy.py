from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> str:
    if tool_context.memory_service is None:  # expect: DK002
        return "none"
    found = await tool_context.search_memory(query)  # expect: DK203
    return str(found)
