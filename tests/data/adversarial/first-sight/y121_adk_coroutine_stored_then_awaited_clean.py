from devkit.adk import ToolContext


async def notes(tool_context: ToolContext) -> str:
    if tool_context.artifact_service is None:
        return ""
    pending = tool_context.load_artifact("notes.txt")
    data = await pending
    return str(data)
