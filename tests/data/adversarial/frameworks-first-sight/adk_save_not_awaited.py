from google.genai import types
from google.adk.tools import ToolContext


async def save(text: str, tool_context: ToolContext) -> dict:
    try:
        tool_context.save_artifact("note.txt", types.Part(text=text))  # expect: DK005
    except ValueError:
        return {"saved": False}
    return {"saved": True}
