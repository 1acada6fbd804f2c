from pydantic import BaseModel

from devkit.adk import ToolContext, create_tool


class Q(BaseModel):
    query: str = ""


async def _search(args: Q, ctx: ToolContext) -> list:
    if ctx.artifact_service is None:
        return []
    return await ctx.search_memory(args.query)  # expect: DK203


search = create_tool(name="search", schema=Q, fn=_search)
