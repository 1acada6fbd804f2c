from google.adk.auth import AuthConfig
from google.adk.tools import ToolContext

CONFIG: AuthConfig = AuthConfig.model_construct()


def calendar(tool_context: ToolContext) -> dict:
    cred = tool_context.get_auth_response(CONFIG)
    if cred is None:
        tool_context.request_credential(CONFIG)
        return {"status": "waiting for sign-in"}
    return {"ok": cred.oauth2 is not None}
