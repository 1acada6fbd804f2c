from langchain.tools import ToolRuntime, tool


@tool
def progress(steps: int, runtime: ToolRuntime) -> str:
    """Report progress."""
    for i in range(steps):
        runtime.stream_writer({"step": i})
    return "done"
