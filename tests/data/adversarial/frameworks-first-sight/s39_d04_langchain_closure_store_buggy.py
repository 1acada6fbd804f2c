from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    def store():
        return runtime.store

    store().put(("facts",), fact, {"text": fact})  # expect: DK201
    return "ok"
