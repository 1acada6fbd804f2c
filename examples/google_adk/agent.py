"""A google-adk agent with the bugs people ship: each one fails in real google-adk."""

from google.adk.agents import Agent
from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> dict:
    """What the user told us before about `query`."""
    found = await tool_context.search_memory(query)
    return {"memories": [m.content for m in found.memories]}


def transfer(amount: int, tool_context: ToolContext) -> str:
    """Send money once the user confirmed."""
    if tool_context.tool_confirmation.confirmed:
        return f"sent {amount}"
    tool_context.request_confirmation(hint=f"Send {amount}?")
    return "waiting for confirmation"


def where(tool_context: ToolContext) -> str:
    """The session this conversation runs in."""
    return tool_context.session_id


def audit(tool, args, tool_context):
    """Log every tool call (a callback: no function call id there)."""
    print("call", tool_context.function_call_id.upper(), tool.name)


root_agent = Agent(
    name="assistant",
    model="gemini-2.0-flash",
    tools=[recall, transfer, where],
    before_tool_callback=audit,
)
