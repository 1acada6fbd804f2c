from google.adk.tools import ToolContext


async def read(name: str, tool_context: ToolContext) -> str:
    try:
        part = await tool_context.load_artifact(name)
    except ValueError:
        return "no artifact store"
    if part is None:
        return "missing"
    return part.text or ""
