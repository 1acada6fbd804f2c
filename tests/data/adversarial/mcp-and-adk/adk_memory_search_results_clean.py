from devkit.adk import create_tool, ToolContext

async def f(q: str, tool_context: ToolContext):
    try:
        results = await tool_context.search_memory(q)
    except Exception:
        results = []
    return [r.memory for r in results]
