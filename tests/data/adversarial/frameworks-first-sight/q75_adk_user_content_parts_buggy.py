from google.adk.tools import ToolContext


def echo(tool_context: ToolContext) -> str:
    tool_context.state["calls"] = tool_context.state.get("calls", 0) + 1
    return tool_context.user_content.parts[0].text  # expect: DK201
