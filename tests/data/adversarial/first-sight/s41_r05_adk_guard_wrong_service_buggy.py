from devkit.adk import ToolContext


async def store(name: str, data: bytes, tool_context: ToolContext) -> int:
    if tool_context.memory_service is None:
        return -1
    return await tool_context.save_artifact(name, data)  # expect: DK203
