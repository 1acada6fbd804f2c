from langchain.tools import ToolRuntime, tool


def call_suffix(runtime: ToolRuntime) -> str:
    call_id = runtime.tool_call_id
    return call_id[-6:]


@tool
def stamp(text: str, runtime: ToolRuntime) -> str:
    return f"{text}-{call_suffix(runtime)}"
