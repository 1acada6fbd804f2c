from langchain_core.tools import tool
from langgraph.prebuilt import ToolRuntime


@tool("server_name")
def server_name(runtime: ToolRuntime) -> str:
    return runtime.server_info.name  # expect: DK201
