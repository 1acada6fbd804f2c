from google.adk.tools import ToolContext


def transfer(amount: int, tool_context: ToolContext) -> dict:
    if tool_context.function_call_id is None:
        return {"status": "unsupported"}
    tool_context.request_confirmation(hint=f"transfer {amount}?")
    return {"status": "pending"}
