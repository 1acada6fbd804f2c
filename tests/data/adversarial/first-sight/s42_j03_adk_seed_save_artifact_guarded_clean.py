from devkit.adk import ToolContext


async def keep(name: str, data: bytes, tool_context: ToolContext) -> str:
    if tool_context.artifact_service is None:
        return "artifacts are off"
    version = await tool_context.save_artifact(name, data)
    return f"{name}@{version}"
