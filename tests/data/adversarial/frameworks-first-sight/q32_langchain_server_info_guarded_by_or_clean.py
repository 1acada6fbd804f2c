from langchain.tools import ToolRuntime, tool


@tool
def where(runtime: ToolRuntime) -> str:
    if runtime.server_info is None or runtime.execution_info is None:
        return "local"
    return f"{runtime.server_info.assistant_id}:{runtime.execution_info.thread_id}"
