from google.adk.tools import ToolContext


def route(tool_context: ToolContext) -> str:
    target = tool_context.actions.transfer_to_agent
    return target.lower()  # expect: DK201
