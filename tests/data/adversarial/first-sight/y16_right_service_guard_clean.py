from devkit.adk import ToolContext


async def recall(query: str, tool_context: ToolContext) -> str:
    service = tool_context.artifact_service
    if service is None:
        return "no artifacts"
    data = await tool_context.load_artifact("notes.txt")
    return str(data)
