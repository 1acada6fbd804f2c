import contextlib
from langchain.tools import tool, ToolRuntime

@tool
def t(x: int, runtime: ToolRuntime) -> str:
    with contextlib.suppress(KeyError):
        item = runtime.store.get(("a",), "k")  # expect: DK201
    return "ok"
