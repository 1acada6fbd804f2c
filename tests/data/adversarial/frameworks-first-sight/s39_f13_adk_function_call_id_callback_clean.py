from google.adk.tools import ToolContext


def tag(query: str, tool_context: ToolContext) -> dict:
    call = tool_context.function_call_id
    return {"call": call.upper() if call else "", "query": query}
