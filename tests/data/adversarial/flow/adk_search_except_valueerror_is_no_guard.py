from devkit.adk import create_tool, ToolContext

async def recall(q: str, tool_context: ToolContext):
    try:
        return await tool_context.search_memory(q)  # expect: DK203
    except ValueError:
        return []
