from devkit.adk import create_tool, ToolContext

async def f(name: str, tool_context: ToolContext):
    svc = tool_context.artifact_service
    if svc is None:
        return None
    return await tool_context.load_artifact(name)
