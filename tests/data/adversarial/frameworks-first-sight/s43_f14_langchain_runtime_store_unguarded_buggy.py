from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Save a fact."""
    runtime.store.put(("facts",), fact, {"v": fact})  # expect: DK201
    return "saved"
