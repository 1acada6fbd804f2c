from langchain.tools import tool, ToolRuntime


@tool
def remember(key: str, runtime: ToolRuntime) -> str:
    item = runtime.store.get(("notes",), key) if runtime.store is not None else None
    return "missing" if item is None else str(item.value)
