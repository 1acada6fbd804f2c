from google.adk.tools import ToolContext

def confirm(amount: int, tool_context: ToolContext) -> dict:
    ref = tool_context.function_call_id.upper()
    return {"ref": ref, "amount": amount}
