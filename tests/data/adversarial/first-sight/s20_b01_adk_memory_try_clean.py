from devkit.adk import ToolContext, create_tool
from pydantic import BaseModel


class Q(BaseModel):
    query: str


async def recall(args: Q, tool_context: ToolContext) -> dict:
    if tool_context.memory_service is None:
        return {"results": []}
    found = await tool_context.search_memory(args.query)
    return {"results": [m.memory for m in found if m.score > 0.5]}


recall_tool = create_tool(name="recall", description="recall", schema=Q, fn=recall)
