from google.adk.tools import ToolContext


def parent(tool_context: ToolContext) -> str:
    return tool_context.branch.split(".")[0]  # expect: DK201
