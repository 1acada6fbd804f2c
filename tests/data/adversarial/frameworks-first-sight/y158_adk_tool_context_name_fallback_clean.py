from google.adk.tools import FunctionTool


def remember(fact: str, tool_context) -> str:
    tool_context.state["fact"] = fact
    return "ok"


remember_tool = FunctionTool(remember)
