from google.adk.tools import ToolContext


def whoami(tool_context: ToolContext) -> dict:
    return {"call": tool_context.function_call_id.upper()}
