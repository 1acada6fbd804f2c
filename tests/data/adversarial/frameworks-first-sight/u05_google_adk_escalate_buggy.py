from google.adk.tools import ToolContext


def finish(tool_context: ToolContext) -> dict:
    tool_context.actions.escalate = True
    return {"done": tool_context.user_content.role}  # expect: DK201
