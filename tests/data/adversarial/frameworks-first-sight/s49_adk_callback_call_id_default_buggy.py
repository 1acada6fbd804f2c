from google.adk.agents import Agent
from google.adk.agents.callback_context import CallbackContext


def audit(callback_context: CallbackContext) -> None:
    def call_id() -> str:
        return callback_context.function_call_id or "none"  # expect: DK204

    callback_context.state["last_call"] = call_id()


root_agent = Agent(name="auditor", model="gemini-2.0-flash", before_agent_callback=audit)
