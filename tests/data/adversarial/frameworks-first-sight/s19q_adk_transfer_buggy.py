from google.adk.tools import ToolContext


def where(tool_context: ToolContext) -> str:
    return tool_context.actions.transfer_to_agent.upper()  # expect: DK201
