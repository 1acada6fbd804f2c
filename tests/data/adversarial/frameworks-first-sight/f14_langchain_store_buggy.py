from langchain.tools import tool, ToolRuntime

@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    runtime.store.put(("facts",), fact, {"v": fact})  # expect: DK201
    return "ok"
