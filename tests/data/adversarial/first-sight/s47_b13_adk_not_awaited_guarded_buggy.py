from devkit.adk import ToolContext


async def files(tool_context: ToolContext) -> list:
    if tool_context.artifact_service is None:
        return []
    names = tool_context.list_artifacts()  # expect: DK005
    return list(names)
