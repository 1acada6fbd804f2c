from google.adk.tools import ToolContext


async def _load(tool_context: ToolContext, name: str):
    return await tool_context.load_artifact(name)  # expect: DK203


async def _notes(tool_context: ToolContext):
    return await _load(tool_context, "notes.txt")


async def read_notes(tool_context: ToolContext) -> dict:
    part = await _notes(tool_context)
    return {"text": part.text}  # expect: DK201
