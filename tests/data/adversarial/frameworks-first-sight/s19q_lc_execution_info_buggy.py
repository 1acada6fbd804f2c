from langchain.tools import ToolRuntime, tool


@tool
def thread(runtime: ToolRuntime) -> str:
    return str(runtime.execution_info.thread_id)  # expect: DK201
