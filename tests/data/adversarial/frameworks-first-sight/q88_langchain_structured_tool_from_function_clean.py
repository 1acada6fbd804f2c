from langchain.tools import ToolRuntime
from langchain_core.tools import StructuredTool


def where(query: str, runtime: ToolRuntime) -> str:
    info = runtime.server_info
    return query if info is None else f"{info.assistant_id}:{query}"


where_tool = StructuredTool.from_function(func=where)
