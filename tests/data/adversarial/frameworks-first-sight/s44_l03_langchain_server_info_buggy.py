from langchain.tools import ToolRuntime, tool


@tool
def assistant(runtime: ToolRuntime) -> str:
    """Which assistant runs this."""
    return runtime.server_info.assistant_id  # expect: DK201
