from devkit.adk import ToolContext


def _has_artifacts(tool_context: ToolContext) -> bool:
    return tool_context.artifact_service is not None


async def names(tool_context: ToolContext) -> list:
    if not _has_artifacts(tool_context):
        return []
    return await tool_context.list_artifacts()
