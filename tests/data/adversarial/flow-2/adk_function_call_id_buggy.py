from devkit.adk import create_tool, ToolContext

async def f(x: int, tool_context: ToolContext):
    return tool_context.function_call_id.upper()  # expect: DK201
