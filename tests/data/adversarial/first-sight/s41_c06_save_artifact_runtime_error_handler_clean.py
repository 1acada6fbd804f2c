from devkit.adk import ToolContext


async def keep(name: str, data: bytes, tool_context: ToolContext) -> str:
    try:
        await tool_context.save_artifact(name, data)
    except RuntimeError:
        return "no artifact service"
    return "saved"
