from langchain.tools import ToolRuntime, tool


@tool
def thread(runtime: ToolRuntime) -> str:
    info = runtime.execution_info
    return str(info.thread_id)  # expect: DK201
