from langchain.tools import ToolRuntime, tool


@tool
def thread(runtime: ToolRuntime) -> str:
    """Which thread."""
    return str(runtime.execution_info.thread_id)  # expect: DK201
