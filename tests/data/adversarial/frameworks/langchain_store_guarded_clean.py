from langchain.tools import tool, ToolRuntime

@tool
def t(x: int, runtime: ToolRuntime) -> str:
    store = runtime.store
    if store is None:
        return ""
    return store.get(("a",), "k")
