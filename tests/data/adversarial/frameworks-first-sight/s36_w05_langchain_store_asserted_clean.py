from langchain.tools import ToolRuntime, tool


@tool
def recall(topic: str, runtime: ToolRuntime) -> str:
    """Recall a saved note."""
    assert runtime.store is not None, "this tool needs a store"
    item = runtime.store.get(("notes",), topic)
    return item.value["text"] if item else ""
