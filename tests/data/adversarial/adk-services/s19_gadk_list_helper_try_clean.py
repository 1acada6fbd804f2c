from google.adk.tools import ToolContext


async def _safe_list(tool_context: ToolContext) -> list[str]:
    try:
        return await tool_context.list_artifacts()
    except ValueError:
        return []


async def files(tool_context: ToolContext) -> list[str]:
    return await _safe_list(tool_context)
