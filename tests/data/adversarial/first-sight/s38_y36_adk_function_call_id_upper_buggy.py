from devkit.adk import ToolContext, create_tool


def tag(tool_context: ToolContext) -> str:
    return tool_context.function_call_id.upper()  # expect: DK201
