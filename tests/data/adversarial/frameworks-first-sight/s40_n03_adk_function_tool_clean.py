from google.adk.tools import FunctionTool, ToolContext


def tag(query: str, tool_context: ToolContext) -> dict:
    call = tool_context.function_call_id
    return {"q": query, "call": call}


tool = FunctionTool(func=tag)
