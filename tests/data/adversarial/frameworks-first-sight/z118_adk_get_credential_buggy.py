from google.adk.tools import ToolContext


def call_api(query: str, tool_context: ToolContext) -> str:
    cred = tool_context.get_credential("api")
    return cred.api_key + query  # expect: DK201, DK402
