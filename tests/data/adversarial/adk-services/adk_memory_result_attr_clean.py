from devkit.adk import create_tool, ToolContext

async def f(q: str, tool_context: ToolContext):
    if tool_context.memory_service is None:
        return []
    res = await tool_context.search_memory(q)
    return [(r.memory, r.score) for r in res if r.score >= 0.5]
