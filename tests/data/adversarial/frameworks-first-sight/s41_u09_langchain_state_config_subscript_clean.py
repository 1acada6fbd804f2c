from langchain.tools import ToolRuntime, tool


@tool
def last_message(runtime: ToolRuntime) -> str:
    """The latest message."""
    messages = runtime.state["messages"]
    thread = runtime.config["configurable"]["thread_id"]
    return f"{thread}: {messages[-1].content}"
