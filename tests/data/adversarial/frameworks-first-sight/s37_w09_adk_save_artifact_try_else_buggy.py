from google.adk.tools import ToolContext
from google.genai import types


async def save(text: str, tool_context: ToolContext) -> str:
    try:
        part = types.Part.from_text(text=text)
    except ValueError:
        return "bad text"
    else:
        await tool_context.save_artifact("note.txt", part)  # expect: DK203
    return "saved"
