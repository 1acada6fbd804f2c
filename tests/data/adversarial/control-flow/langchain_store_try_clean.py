from langchain.tools import tool, ToolRuntime

@tool
def t(x: int, runtime: ToolRuntime) -> str:
    try:
        return runtime.store.get(("a",), "k")
    except AttributeError:
        return "no store"
