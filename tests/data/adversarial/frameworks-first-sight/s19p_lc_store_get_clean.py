from langchain.tools import ToolRuntime, tool


@tool
def recall(key: str, runtime: ToolRuntime) -> str:
    if runtime.store is None:
        return "no store"
    item = runtime.store.get(("facts",), key)
    return str(item.value) if item else "unknown"
