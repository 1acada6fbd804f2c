from devkit.adk import create_tool, ToolContext

async def store(value: str, tool_context: ToolContext):
    try:
        return await tool_context.save_artifact("v", value.encode())
    except Exception:
        return None
