from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    if (store := runtime.store) is None:
        return "no store"
    store.put(("facts",), fact, {"text": fact})
    return "ok"
