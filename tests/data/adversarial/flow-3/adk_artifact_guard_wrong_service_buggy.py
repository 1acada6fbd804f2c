from devkit.adk import create_tool, ToolContext

async def recall(q: str, tool_context: ToolContext):
    if tool_context.memory_service is None:
        return []
    return await tool_context.load_artifact(q)  # expect: DK203
