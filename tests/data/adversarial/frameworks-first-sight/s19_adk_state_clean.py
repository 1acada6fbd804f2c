from google.adk.tools import ToolContext


def remember(fact: str, tool_context: ToolContext) -> dict:
    facts = tool_context.state.get("facts", [])
    facts.append(fact)
    tool_context.state["facts"] = facts
    tool_context.actions.skip_summarization = True
    return {"count": len(facts)}
