from google.adk.tools import ToolContext


async def call_api(query: str, tool_context: ToolContext, auth_config=None) -> str:
    try:
        cred = await tool_context.load_credential(auth_config)
    except ValueError:
        return "no credential service"
    if cred is None:
        return "not signed in"
    return str(cred.auth_type) + query
