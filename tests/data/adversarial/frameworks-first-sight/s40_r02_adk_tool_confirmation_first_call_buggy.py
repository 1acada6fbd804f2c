from google.adk.tools import ToolContext


def transfer(amount: int, tool_context: ToolContext) -> dict:
    if tool_context.tool_confirmation.confirmed:  # expect: DK201
        return {"done": amount}
    tool_context.request_confirmation(hint=f"send {amount}?")
    return {"pending": True}
