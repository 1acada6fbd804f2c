from langchain.tools import tool, ToolRuntime

@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    store = runtime.store
    if store is None:
        return "no store configured"
    store.put(("facts",), fact, {"v": fact})
    return "ok"
