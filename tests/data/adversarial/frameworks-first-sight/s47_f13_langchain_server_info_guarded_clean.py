from langchain.tools import ToolRuntime, tool


@tool
def where(runtime: ToolRuntime) -> str:
    info = runtime.server_info
    if info is None:
        return "local"
    runtime.stream_writer({"where": "server"})
    return str(info)
