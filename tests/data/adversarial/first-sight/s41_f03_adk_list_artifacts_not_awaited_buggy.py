from devkit.adk import ToolContext


async def names(tool_context: ToolContext) -> list:
    if tool_context.artifact_service is None:
        return []
    found = tool_context.list_artifacts()  # expect: DK005
    return list(found)
