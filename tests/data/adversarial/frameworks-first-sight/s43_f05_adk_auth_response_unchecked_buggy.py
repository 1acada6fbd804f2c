from google.adk.tools import ToolContext


def call_api(auth_config, tool_context: ToolContext) -> str:
    creds = tool_context.get_auth_response(auth_config)
    return creds.oauth2.access_token  # expect: DK201 DK402
