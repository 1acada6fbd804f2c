from langchain.tools import ToolRuntime, tool


@tool
def trace(q: str, runtime: ToolRuntime) -> str:
    return runtime.tool_call_id.upper() + q
