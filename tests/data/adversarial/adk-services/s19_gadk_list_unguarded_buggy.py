from google.adk.tools import ToolContext


async def files(tool_context: ToolContext) -> list[str]:
    return await tool_context.list_artifacts()  # expect: DK203
