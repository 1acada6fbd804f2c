from langchain.tools import tool, ToolRuntime

@tool
def t(x: int, runtime: ToolRuntime) -> str:
    return runtime.store.get(("a",), "k")  # expect: DK201
