from langchain.tools import ToolRuntime, tool


@tool
def count(q: str, runtime: ToolRuntime) -> int:
    messages = runtime.state["messages"]
    runtime.stream_writer(q)
    return len(messages)
