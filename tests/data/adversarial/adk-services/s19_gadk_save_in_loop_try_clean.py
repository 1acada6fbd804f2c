from google.adk.tools import ToolContext
from google.genai import types


async def save_all(names: list[str], tool_context: ToolContext) -> int:
    saved = 0
    for name in names:
        try:
            await tool_context.save_artifact(name, types.Part.from_text(text=name))
        except ValueError:
            break
        saved += 1
    return saved
