from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remember a fact."""
    store = runtime.store
    if store is None:
        return "no store"
    store.put(("facts",), fact, {"text": fact})
    return "ok"
