from google.adk.tools import ToolContext


async def remember(auth_config: dict, tool_context: ToolContext) -> str:
    try:
        tool_context.save_credential(auth_config)  # expect: DK005
    except ValueError:
        return "no credential service"
    return "saved"
