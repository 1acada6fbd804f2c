from devkit.adk import ToolContext


def trace(tool_context: ToolContext) -> str:
    return tool_context.function_call_id.split("-")[0]  # expect: DK201
