from langchain.tools import ToolRuntime, tool
from langchain_core.messages import ToolMessage


@tool
def ack(runtime: ToolRuntime) -> ToolMessage:
    """Acknowledge."""
    return ToolMessage("ok", tool_call_id=runtime.tool_call_id.strip())
