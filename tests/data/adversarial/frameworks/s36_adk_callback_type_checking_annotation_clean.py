from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from google.adk.agents.callback_context import CallbackContext


async def refresh_instruction(callback_context: "CallbackContext") -> None:
    agent = callback_context.agent_name
    callback_context.state["last_agent"] = agent
