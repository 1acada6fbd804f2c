from langchain.tools import ToolRuntime, tool


@tool
def save(key: str, value: str, runtime: ToolRuntime) -> str:
    store = runtime.store
    if not store:
        return "no store"
    store.put(("prefs",), key, {"value": value})
    return "saved"
