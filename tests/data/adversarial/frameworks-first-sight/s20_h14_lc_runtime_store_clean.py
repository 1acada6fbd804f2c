from langchain.tools import ToolRuntime, tool


@tool
def recall(key: str, runtime: ToolRuntime) -> str:
    store = runtime.store
    if store is None:
        return ""
    item = store.get(("notes",), key)
    return str(item.value) if item is not None else ""
