from langchain.tools import ToolRuntime, tool


@tool
def assistant(runtime: ToolRuntime) -> str:
    """Which assistant runs this."""
    info = runtime.server_info
    return info.assistant_id  # expect: DK201
