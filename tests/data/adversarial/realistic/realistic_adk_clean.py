from devkit.adk import create_tool, ToolContext

async def summarize(topic: str, tool_context: ToolContext) -> dict:
    """Summarize what we remember about a topic."""
    notes = []
    if tool_context.memory_service is not None:
        for r in await tool_context.search_memory(topic):
            if r.score > 0.3:
                notes.append(r.memory)
    saved = None
    if tool_context.artifact_service is not None:
        names = await tool_context.list_artifacts()
        if topic in names:
            saved = await tool_context.load_artifact(topic)
    tool_context.state["last_topic"] = topic
    call = tool_context.function_call_id or ""
    return {"notes": notes, "saved": saved is not None, "call": call, "session": tool_context.session.id}
