from google.adk.tools import ToolContext
from google.genai import types


async def save_note(text: str, tool_context: ToolContext) -> dict:
    version = await tool_context.save_artifact("note.txt", types.Part.from_text(text=text))  # expect: DK203
    return {"version": version}
