from langchain.tools import ToolRuntime, tool


@tool
def save(key: str, runtime: ToolRuntime) -> str:
    """Save a key."""
    runtime.store.put(("notes",), key, {"saved": True})  # expect: DK201
    return key
