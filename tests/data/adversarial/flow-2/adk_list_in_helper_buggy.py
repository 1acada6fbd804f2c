from devkit.adk import create_tool, ToolContext

async def _names(tc):
    return await tc.list_artifacts()  # expect: DK203

async def names(tool_context: ToolContext):
    return await _names(tool_context)
