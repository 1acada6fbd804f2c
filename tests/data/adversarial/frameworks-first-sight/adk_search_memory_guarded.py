from google.adk.tools import ToolContext


async def recall(query: str, tool_context: ToolContext) -> dict:
    try:
        found = await tool_context.search_memory(query)
    except ValueError:
        return {"n": 0, "reason": "no memory service"}
    return {"n": len(found.memories)}
