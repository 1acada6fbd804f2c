from langchain.tools import ToolRuntime, tool


@tool
def where(query: str, runtime: ToolRuntime) -> str:
    host = runtime.server_info.assistant_id if runtime.server_info is not None else "local"
    return f"{host}:{query}"
