from google.adk.tools import ToolContext


async def files(tool_context: ToolContext) -> dict:
    try:
        names = tool_context.list_artifacts()  # expect: DK005
    except ValueError:
        names = []
    return {"files": names}
