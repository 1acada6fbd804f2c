from langchain.tools import ToolRuntime, tool


@tool
def call_id(runtime: ToolRuntime) -> str:
    """Which call."""
    return (runtime.tool_call_id or "direct").upper()
