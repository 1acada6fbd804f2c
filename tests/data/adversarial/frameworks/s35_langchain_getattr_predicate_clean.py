from langchain.tools import ToolRuntime, tool


def has_store(runtime: ToolRuntime) -> bool:
    return getattr(runtime, "store", None) is not None


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    if not has_store(runtime):
        return "no store configured"
    runtime.store.put(("facts",), fact, {"v": fact})
    return "ok"
