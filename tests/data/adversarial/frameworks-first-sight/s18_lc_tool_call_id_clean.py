from langchain.tools import tool, ToolRuntime


@tool
def ident(runtime: ToolRuntime) -> str:
    return runtime.tool_call_id or "local"
