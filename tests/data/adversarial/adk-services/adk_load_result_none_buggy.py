from devkit.adk import create_tool, ToolContext

async def f(name: str, tool_context: ToolContext):
    if tool_context.artifact_service is None:
        return None
    data = await tool_context.load_artifact(name)
    return data.decode()  # expect: DK201
