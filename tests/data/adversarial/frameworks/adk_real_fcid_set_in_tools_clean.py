from google.adk.tools import ToolContext

def f(x: int, tool_context: ToolContext) -> str:
    return tool_context.function_call_id.upper()
