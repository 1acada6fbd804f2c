from langchain.tools import ToolRuntime, tool


def _store(runtime: ToolRuntime):
    store = runtime.store
    return store


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    _store(runtime).put(("facts",), fact, {"v": fact})  # expect: DK201
    return "ok"
