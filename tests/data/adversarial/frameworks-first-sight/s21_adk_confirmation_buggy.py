from google.adk.tools import ToolContext


def delete_repo(repo: str, tool_context: ToolContext) -> dict:
    if tool_context.tool_confirmation.confirmed:  # expect: DK201
        return {"deleted": repo}
    tool_context.request_confirmation(hint=f"Delete {repo}?")
    return {"status": "pending"}
