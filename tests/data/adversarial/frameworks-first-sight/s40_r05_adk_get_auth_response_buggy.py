from google.adk.tools import ToolContext


def fetch(url: str, tool_context: ToolContext, auth_config=None) -> dict:
    creds = tool_context.get_auth_response(auth_config)
    return {"url": url, "token": creds.oauth2.access_token}  # expect: DK201, DK402
