from devkit.adk import create_tool, ToolContext

async def fetch(name: str, tool_context: ToolContext):
    if tool_context.artifact_service is None:
        return None
    return await tool_context.load_artifact(name)
