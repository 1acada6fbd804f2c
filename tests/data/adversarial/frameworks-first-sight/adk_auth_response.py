from google.adk.auth import AuthConfig
from google.adk.tools import ToolContext

CONFIG: AuthConfig = AuthConfig.model_construct()


def calendar(tool_context: ToolContext) -> dict:
    cred = tool_context.get_auth_response(CONFIG)
    return {"token": cred.oauth2.access_token}  # expect: DK201, DK402
