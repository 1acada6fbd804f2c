from devkit.adk import ToolContext


async def recall(query: str, tool_context: ToolContext) -> str:
    if tool_context.memory_service is None:
        return "no memory"
    data = await tool_context.load_artifact("notes.txt")  # expect: DK203
    return str(data)
