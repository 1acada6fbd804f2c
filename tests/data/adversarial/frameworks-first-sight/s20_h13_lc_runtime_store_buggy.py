from langchain.tools import ToolRuntime, tool


@tool
def recall(key: str, runtime: ToolRuntime) -> str:
    item = runtime.store.get(("notes",), key)  # expect: DK201
    return str(item.value) if item else ""
