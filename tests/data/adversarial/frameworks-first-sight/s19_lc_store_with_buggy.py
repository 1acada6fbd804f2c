import contextlib

from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    with contextlib.suppress(KeyError):
        if runtime.store is None:
            raise KeyError("store")
    runtime.store.put(("facts",), fact, {"v": fact})  # expect: DK201
    return "ok"
