from google.adk.tools import ToolContext


async def save(name: str, tool_context: ToolContext) -> dict:
    from google.genai import types

    part = types.Part.from_text(text=name)
    try:
        version = await tool_context.save_artifact(name, part)
    except ValueError:
        return {"saved": False}
    return {"version": version}
