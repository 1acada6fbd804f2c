from langchain.tools import ToolRuntime, tool


@tool
def whoami(runtime: ToolRuntime) -> str:
    """Which assistant is running."""
    info = runtime.server_info
    return info.assistant_id  # expect: DK201
