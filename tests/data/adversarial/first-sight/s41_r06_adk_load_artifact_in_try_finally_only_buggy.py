from devkit.adk import ToolContext


async def read(name: str, tool_context: ToolContext) -> bytes:
    try:
        data = await tool_context.load_artifact(name)  # expect: DK203
    finally:
        tool_context.state["last_read"] = name
    return data or b""
