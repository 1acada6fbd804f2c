from devkit.adk import create_tool, ToolContext

def f(tool_context: ToolContext):
    tool_context.actions.escalate = True
    tool_context.actions.transfer_to_agent = "other"
    tool_context.actions.state_delta["k"] = 1
