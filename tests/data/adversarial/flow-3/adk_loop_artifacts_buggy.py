from devkit.adk import create_tool, ToolContext

async def dump(tool_context: ToolContext):
    out = {}
    for name in await tool_context.list_artifacts():  # expect: DK203
        out[name] = 1
    return out
