from google.adk.tools import ToolContext


async def token(tool_context: ToolContext) -> str:
    cred = await tool_context.load_credential(None)  # expect: DK203
    return str(cred)
