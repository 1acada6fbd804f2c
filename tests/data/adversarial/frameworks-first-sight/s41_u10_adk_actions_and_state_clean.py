from google.adk.tools import ToolContext


def finish(summary: str, tool_context: ToolContext) -> dict:
    tool_context.state["summary"] = summary
    tool_context.actions.escalate = True
    tool_context.actions.skip_summarization = True
    return {"status": "done"}
