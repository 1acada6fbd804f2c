from google.adk.tools import ToolContext


def tag(query: str, tool_context: ToolContext) -> dict:
    def call_id() -> str:
        return tool_context.function_call_id or "none"

    return {"id": call_id().upper(), "q": query}
