from langchain.tools import ToolRuntime, tool


@tool
def report(step: str, runtime: ToolRuntime) -> str:
    """Report a step."""
    runtime.stream_writer({"step": step})
    return runtime.tool_call_id or "no call id"
