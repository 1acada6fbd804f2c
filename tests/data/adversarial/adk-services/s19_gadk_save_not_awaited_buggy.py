from google.adk.tools import ToolContext
from google.genai import types


async def save(name: str, tool_context: ToolContext) -> str:
    try:
        tool_context.save_artifact(name, types.Part.from_text(text=name))  # expect: DK005
    except ValueError:
        return "no service"
    return "ok"
