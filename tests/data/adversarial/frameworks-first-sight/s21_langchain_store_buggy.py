from langchain.tools import ToolRuntime, tool


@tool
def remember(key: str, value: str, runtime: ToolRuntime) -> str:
    """Store a value."""
    runtime.store.put(("memories",), key, {"v": value})  # expect: DK201
    return "saved"
