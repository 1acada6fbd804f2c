from langchain.tools import ToolRuntime, tool


@tool
def remember(fact: str, runtime: ToolRuntime) -> str:
    """Remember a fact."""
    store = runtime.store
    writer = runtime.stream_writer
    if writer is None:  # expect: DK205
        return "no writer"
    store.put(("facts",), fact, {"v": fact})  # expect: DK201
    return "ok"
