from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    if runtime.store is None:
        raise RuntimeError("no store configured")
    runtime.store.put(("facts",), fact, {"text": fact})
    return "saved"
