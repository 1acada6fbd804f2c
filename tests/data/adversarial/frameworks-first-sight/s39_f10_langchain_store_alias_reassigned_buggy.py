from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    store = runtime.store
    if store is None:
        return "no store"
    if fact == "reset":
        store = runtime.server_info and runtime.store
    store.put(("facts",), fact, {"text": fact})  # expect: DK201
    return "ok"
