from google.adk.tools import ToolContext

async def save(name: str, tool_context: ToolContext) -> str:
    try:
        await tool_context.save_artifact(name, None)  # expect: DK203
    finally:
        tool_context.state["saved"] = name
    return "ok"
