from google.adk.tools import ToolContext


def where(tool_context: ToolContext) -> list[str]:
    return tool_context.branch.split(".")  # expect: DK201
