from google.adk.tools import ToolContext


async def summarize(name: str, tool_context: ToolContext) -> dict:
    """Summarizes a stored artifact."""
    try:
        part = await tool_context.load_artifact(name)
    except ValueError:
        return {"status": "no artifact service"}
    if part is None or part.text is None:
        return {"status": "missing"}
    tool_context.state["last_summary"] = name
    return {"status": "ok", "chars": len(part.text)}
