from google.adk.tools import ToolContext


async def read_note(name: str, tool_context: ToolContext) -> str:
    try:
        part = await tool_context.load_artifact(name)
    except ValueError:
        return "artifacts unavailable"
    return part.text  # expect: DK201
