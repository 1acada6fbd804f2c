from devkit.adk import create_tool, ToolContext

async def f(name: str, tool_context: ToolContext):
    if tool_context.artifact_service is not None:
        print("has store")
    return await tool_context.load_artifact(name)  # expect: DK203
