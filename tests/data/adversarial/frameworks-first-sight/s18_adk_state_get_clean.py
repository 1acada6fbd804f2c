from google.adk.tools import ToolContext


def counter(tool_context: ToolContext) -> dict:
    n = tool_context.state.get("n", 0) + 1
    tool_context.state["n"] = n
    return {"n": n}
