from devkit.adk import ToolContext, create_tool


async def recall(query: str, tool_context: ToolContext) -> list:
    try:
        results = await tool_context.search_memory(query)  # expect: DK203
    except ValueError:
        return []
    return [r.memory for r in results]
