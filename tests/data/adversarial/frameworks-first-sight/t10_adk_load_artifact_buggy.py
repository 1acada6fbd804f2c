from google.adk.tools import ToolContext


async def read_note(name: str, tool_context: ToolContext) -> str:
    part = await tool_context.load_artifact(name)  # expect: DK203
    return part.text  # expect: DK201
