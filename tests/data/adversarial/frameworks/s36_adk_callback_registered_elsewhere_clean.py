from typing import TYPE_CHECKING

from google.adk.agents import Agent

if TYPE_CHECKING:
    from google.adk.agents.callback_context import CallbackContext
    from google.adk.tools import ToolContext


def stamp(callback_context: "CallbackContext") -> None:
    callback_context.state["stamped"] = True


def audit(tool, args, tool_context: "ToolContext", tool_response) -> None:
    tool_context.state["last_call"] = tool_context.function_call_id


root_agent = Agent(
    name="auditor",
    model="gemini-2.0-flash",
    before_agent_callback=stamp,
    after_tool_callback=audit,
)
