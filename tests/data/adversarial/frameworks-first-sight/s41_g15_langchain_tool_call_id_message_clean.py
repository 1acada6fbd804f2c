from langchain.tools import ToolRuntime, tool
from langchain_core.messages import ToolMessage


@tool
def ack(text: str, runtime: ToolRuntime) -> ToolMessage:
    """Acknowledge."""
    return ToolMessage(content=text, tool_call_id=runtime.tool_call_id)
