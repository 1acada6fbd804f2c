from langchain.tools import ToolRuntime, tool


@tool
def info(keys: list[str], runtime: ToolRuntime) -> list[str]:
    return [str(getattr(runtime.server_info, k)) for k in keys if runtime.server_info.assistant_id]  # expect: DK201
