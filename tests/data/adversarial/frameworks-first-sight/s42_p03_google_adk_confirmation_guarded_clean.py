from google.adk.tools import ToolContext


def delete_all(tool_context: ToolContext) -> str:
    confirmation = tool_context.tool_confirmation
    if confirmation is None or not confirmation.confirmed:
        return "waiting for confirmation"
    return "deleted"
