from google.adk.tools import ToolContext


def remember(fact: str, tool_context: ToolContext) -> dict:
    facts = tool_context.state.get("facts", [])
    facts.append(fact)
    tool_context.state["facts"] = facts
    return {"stored": len(facts)}
