from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


async def _search(args: Q, ctx: ToolContext) -> list:
    memory = ctx.memory_service
    if not memory:
        return []
    return await ctx.search_memory(args.query)


search = create_tool(name="search", schema=Q, fn=_search)
