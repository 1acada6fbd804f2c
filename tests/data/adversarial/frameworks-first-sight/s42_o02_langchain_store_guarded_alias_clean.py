from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remember a fact."""
    store = runtime.store
    if store is None:
        return "no store configured"
    store.put(("facts",), fact[:20], {"text": fact})
    return "ok"
