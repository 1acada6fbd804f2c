from google.adk.tools import ToolContext


async def summarize_uploads(limit: int, tool_context: ToolContext) -> dict:
    """Summarize the files the user uploaded this session."""
    if tool_context.artifact_service is None:  # expect: DK002
        return {"status": "error", "message": "no artifact storage"}
    names = await tool_context.list_artifacts()  # expect: DK203
    sizes = {}
    for name in names[:limit]:
        part = await tool_context.load_artifact(name)  # expect: DK203
        sizes[name] = len(part.inline_data.data)  # expect: DK201
    tool_context.state["last_summary"] = sizes
    return {"status": "ok", "sizes": sizes}
