from langchain.tools import ToolRuntime, tool


@tool
def remember(key: str, runtime: ToolRuntime) -> str:
    store = runtime.store
    if store is None:
        return "no store configured"
    item = store.get(("notes",), key)
    return str(item.value if item else "")
