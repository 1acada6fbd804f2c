from devkit.adk import ToolContext


def remember(note: str, tool_context: ToolContext) -> dict:
    notes = tool_context.state.get("notes", [])
    notes.append(note)
    tool_context.state["notes"] = notes
    call = tool_context.function_call_id
    return {"count": len(notes), "call": call[:8] if call else None}
