from langchain.tools import ToolRuntime, tool


@tool
def thread(runtime: ToolRuntime) -> str:
    messages = runtime.state["messages"]
    return f"{runtime.execution_info.thread_id}:{len(messages)}"  # expect: DK201
