from devkit.adk import create_tool, ToolContext

async def fetch(name: str, tool_context: ToolContext):
    return await tool_context.load_artifact(name)  # expect: DK203
