from typing import NoReturn

from langchain.tools import ToolRuntime, tool


def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    if runtime.store is None:
        fail("no store configured")
    runtime.store.put(("facts",), fact, {"v": fact})
    return "ok"
