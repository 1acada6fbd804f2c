from langchain.tools import ToolRuntime, tool


@tool
def save_note(note: str, runtime: ToolRuntime) -> str:
    """Save a note for the user."""
    store = runtime.store
    if not store:
        return "no store configured"
    store.put(("notes",), "latest", {"text": note})
    return "saved"
