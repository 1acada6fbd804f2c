from google.adk.tools import ToolContext


def call_api(auth_config: dict, tool_context: ToolContext) -> str:
    response = tool_context.get_auth_response(auth_config)
    creds = response
    return creds.oauth2.access_token  # expect: DK201, DK402
