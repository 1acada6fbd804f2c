from devkit.adk import ToolContext


async def find(query: str, tool_context: ToolContext) -> list:
    if tool_context.artifact_service is not None:
        names = await tool_context.list_artifacts()
    else:
        names = []
    hits = await tool_context.search_memory(query)  # expect: DK203
    return names + [h.memory for h in hits]
