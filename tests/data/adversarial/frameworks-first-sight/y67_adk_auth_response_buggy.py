from google.adk.tools import ToolContext


def fetch_profile(user: str, tool_context: ToolContext) -> str:
    credential = tool_context.get_auth_response(None)
    return credential.oauth2.access_token  # expect: DK201, DK402
