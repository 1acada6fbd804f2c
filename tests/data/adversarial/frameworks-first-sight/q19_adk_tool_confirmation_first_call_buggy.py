from google.adk.tools import ToolContext


def delete_repo(name: str, tool_context: ToolContext) -> dict:
    if not tool_context.tool_confirmation.confirmed:  # expect: DK201
        tool_context.request_confirmation(hint=f"Delete {name}?")
        return {"status": "pending"}
    return {"status": "deleted"}
