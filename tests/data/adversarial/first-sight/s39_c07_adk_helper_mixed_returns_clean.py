from devkit.adk import ToolContext


def _call_id(tool_context: ToolContext) -> str:
    if tool_context.function_call_id is None:
        return "anonymous"
    return tool_context.function_call_id


def tag(query: str, tool_context: ToolContext) -> dict:
    return {"id": _call_id(tool_context).upper(), "q": query}
