from google.adk.tools import ToolContext
from google.genai import types


async def save(text: str, tool_context: ToolContext) -> str:
    part = types.Part.from_text(text=text)
    try:
        for name in ("a.txt", "b.txt"):
            await tool_context.save_artifact(name, part)
    except ValueError:
        return "no artifact service"
    return "saved"
