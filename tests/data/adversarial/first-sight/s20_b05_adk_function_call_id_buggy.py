from devkit.adk import ToolContext


def trace(tool_context: ToolContext) -> str:
    call = tool_context.function_call_id
    return call.upper()  # expect: DK201
