from google.adk.tools import ToolContext


async def remember(tool_context: ToolContext) -> str:
    await tool_context.add_session_to_memory()  # expect: DK203
    return "remembered"
