from google.adk.auth import AuthConfig
from google.adk.tools import ToolContext


async def call(config: AuthConfig, tool_context: ToolContext) -> str:
    try:
        credential = await tool_context.load_credential(config)
    except ValueError:
        return "no credential service"
    if credential is None or credential.oauth2 is None:
        return "no credential"
    print("using", credential.oauth2.access_token)  # expect: DK402
    return "ok"
