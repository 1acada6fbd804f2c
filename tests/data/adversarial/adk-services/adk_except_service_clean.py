from devkit.adk import create_tool, ToolContext

from devkit.adk import ServiceNotAttached
async def f(q: str, tool_context: ToolContext):
    try:
        return await tool_context.search_memory(q)
    except ServiceNotAttached:
        return []
