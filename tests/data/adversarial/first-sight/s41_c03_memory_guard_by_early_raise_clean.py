from devkit.adk import ToolContext


async def find(query: str, tool_context: ToolContext) -> list:
    if not tool_context.memory_service:
        raise RuntimeError("memory is not configured")
    found = await tool_context.search_memory(query)
    return [r.memory for r in found if r.score > 0.5]
