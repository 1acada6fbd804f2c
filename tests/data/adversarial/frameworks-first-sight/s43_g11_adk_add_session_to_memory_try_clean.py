from google.adk.tools import ToolContext


async def remember(tool_context: ToolContext) -> str:
    try:
        await tool_context.add_session_to_memory()
    except ValueError as exc:
        return f"not remembered: {exc}"
    return "remembered"
