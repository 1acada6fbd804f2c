from langchain.tools import ToolRuntime, tool


@tool
def progress(n: int, runtime: ToolRuntime) -> str:
    """Report progress."""
    for i in range(n):
        runtime.stream_writer({"step": i})
    return "done"
