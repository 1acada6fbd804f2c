from google.adk.tools import ToolContext


async def fetch_doc(name: str, tool_context: ToolContext) -> dict:
    try:
        part = await tool_context.load_artifact(name)
    except ValueError:
        return {"error": "no artifact service"}
    return {"found": part is not None}
