from devkit.adk import ToolContext


def escalate(reason: str, tool_context: ToolContext | None = None) -> dict:
    tool_context.actions.escalate = True  # expect: DK201
    return {"reason": reason}
