from devkit.adk import ToolContext


async def remember(text: str, tool_context: ToolContext) -> dict:
    if tool_context.memory_service is None:
        return {"stored": False}
    found = await tool_context.search_memory(text)
    return {"similar": len(found)}


async def recall(text: str, tool_context: ToolContext) -> dict:
    found = await tool_context.search_memory(text)  # expect: DK203
    return {"results": [r.memory for r in found]}
