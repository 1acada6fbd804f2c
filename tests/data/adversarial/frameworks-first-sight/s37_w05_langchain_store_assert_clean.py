from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remember a fact."""
    store = runtime.store
    assert store is not None, "this agent needs a store"
    store.put(("facts",), fact, {"v": fact})
    return "ok"
