from google.adk.tools import ToolContext


def route(tool_context: ToolContext) -> str:
    tool_context.actions.transfer_to_agent = "billing"
    return tool_context.actions.transfer_to_agent.lower()
