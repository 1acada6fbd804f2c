from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> dict:
    found = await tool_context.search_memory(query)  # expect: DK203
    return {"n": len(found.memories)}
