from langchain.tools import ToolRuntime, tool


@tool
def remember(key: str, value: str, runtime: ToolRuntime) -> str:
    """Store a value."""
    store = runtime.store
    if store is None:
        return "no store configured"
    store.put(("memories",), key, {"v": value})
    return "saved"
