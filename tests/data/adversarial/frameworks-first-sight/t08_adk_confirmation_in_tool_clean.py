from google.adk.tools import ToolContext


def transfer(amount: int, tool_context: ToolContext) -> dict:
    tool_context.request_confirmation(hint=f"transfer {amount}?")
    return {"status": "pending"}
