from langchain.tools import tool, ToolRuntime


@tool
def step(runtime: ToolRuntime) -> str:
    info = runtime.execution_info
    return "-" if info is None else str(info)
