from google.adk.tools import ToolContext


def trace(query: str, tool_context: ToolContext) -> dict:
    return {"call": tool_context.function_call_id.split("-")[0], "q": query}
