from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Args(BaseModel):
    q: str


async def _search(args: Args, tool_context: ToolContext) -> list:
    if tool_context.memory_service is None:
        return []
    return [r.memory for r in await tool_context.search_memory(args.q)]


search = create_tool(name="search", description="d", schema=Args, fn=_search)
