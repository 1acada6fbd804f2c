from google.adk.tools import ToolContext


def note(text: str, tool_context: ToolContext) -> dict:
    notes = tool_context.state.setdefault("notes", [])
    notes.append(text)
    return {"n": len(notes)}
