from devkit.adk import create_tool, ToolContext

def can_store(tc):
    return tc.artifact_service is not None

async def f(name: str, tool_context: ToolContext):
    if not can_store(tool_context):
        return None
    return await tool_context.load_artifact(name)
