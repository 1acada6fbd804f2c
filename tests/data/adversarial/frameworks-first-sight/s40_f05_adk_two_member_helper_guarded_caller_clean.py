from google.adk.tools import ToolContext


def _which(tool_context: ToolContext, first: bool):
    if first:
        return tool_context.function_call_id
    return tool_context.branch


def tag(query: str, tool_context: ToolContext) -> dict:
    got = _which(tool_context, bool(query))
    if not got:
        return {"q": query}
    return {"id": got.upper(), "q": query}
