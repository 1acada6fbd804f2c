from langchain.tools import ToolRuntime, tool


def _backend(runtime: ToolRuntime, persistent: bool):
    if persistent:
        return runtime.store
    return runtime.server_info


@tool
def save(fact: str, runtime: ToolRuntime) -> str:
    backend = _backend(runtime, True)
    backend.put(("facts",), fact, {"text": fact})  # expect: DK201
    return "ok"
