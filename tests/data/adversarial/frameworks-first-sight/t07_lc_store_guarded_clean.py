from langchain.tools import ToolRuntime, tool


@tool
def save(key: str, runtime: ToolRuntime) -> str:
    """Save a key."""
    store = runtime.store
    if store is None:
        return "no store"
    store.put(("notes",), key, {"saved": True})
    return key
