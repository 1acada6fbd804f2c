from langchain.tools import ToolRuntime, tool


def _load(runtime: ToolRuntime, key: str):
    return runtime.store.get(("prefs",), key)  # expect: DK201


@tool
def prefs(key: str, runtime: ToolRuntime) -> str:
    item = _load(runtime, key)
    return str(item)
