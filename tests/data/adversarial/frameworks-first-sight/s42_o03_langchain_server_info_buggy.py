from langchain.tools import ToolRuntime, tool


@tool
def where(runtime: ToolRuntime) -> str:
    """Say where this runs."""
    return runtime.server_info.assistant_id  # expect: DK201
