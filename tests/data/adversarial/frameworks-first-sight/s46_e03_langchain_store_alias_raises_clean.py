from langchain.tools import ToolRuntime, tool
from langchain_core.tools import ToolException


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remembers a fact."""
    store = runtime.store
    if not store:
        raise ToolException("no store configured")
    store.put(("facts",), fact, {"text": fact})
    return "saved"
