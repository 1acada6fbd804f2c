from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remember a fact."""
    runtime.store.put(("facts",), fact[:20], {"text": fact})  # expect: DK201
    return "ok"
