from devkit.adk import create_tool, ToolContext

async def save_all(names: list[str], tool_context: ToolContext):
    try:
        for n in names:
            await tool_context.save_artifact(n, b"")
    except AttributeError:
        return False
    return True
