from google.adk.tools import ToolContext


async def size(name: str, tool_context: ToolContext) -> int:
    try:
        part = await tool_context.load_artifact(name)
    except ValueError:
        return -1
    return len(part.inline_data.data)  # expect: DK201
