from langchain.tools import ToolRuntime, tool


@tool
def save_note(note: str, runtime: ToolRuntime) -> str:
    """Save a note for the user."""
    user = runtime.config.get("configurable", {}).get("user_id", "anon")
    runtime.store.put(("notes", user), "latest", {"text": note})  # expect: DK201
    return "saved"
