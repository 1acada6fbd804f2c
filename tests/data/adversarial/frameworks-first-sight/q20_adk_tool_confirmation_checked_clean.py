from google.adk.tools import ToolContext


def delete_repo(name: str, tool_context: ToolContext) -> dict:
    confirmation = tool_context.tool_confirmation
    if confirmation is None or not confirmation.confirmed:
        try:
            tool_context.request_confirmation(hint=f"Delete {name}?")
        except ValueError:
            return {"status": "cannot ask"}
        return {"status": "pending"}
    return {"status": "deleted"}
