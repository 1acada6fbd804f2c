from google.adk.auth import AuthConfig
from google.adk.tools import ToolContext


def token(config: AuthConfig, tool_context: ToolContext) -> str:
    response = tool_context.get_auth_response(config)
    return response.oauth2.access_token  # expect: DK201, DK402
