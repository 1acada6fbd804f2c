from google.adk.tools import ToolContext


def delete_repo(repo: str, tool_context: ToolContext) -> dict:
    confirmation = tool_context.tool_confirmation
    if confirmation is None:
        tool_context.request_confirmation(hint=f"Delete {repo}?")
        return {"status": "pending"}
    if not confirmation.confirmed:
        return {"status": "rejected"}
    return {"deleted": repo}
