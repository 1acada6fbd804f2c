from google.adk.tools import ToolContext


def summarize(query: str, tool_context: ToolContext) -> dict:
    parts = tool_context.user_content.parts  # expect: DK201
    return {"query": query, "parts": len(parts)}  # expect: DK201
