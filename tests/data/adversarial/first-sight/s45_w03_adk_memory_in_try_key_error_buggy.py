from devkit.adk import ToolContext, create_tool
from pydantic import BaseModel


class Query(BaseModel):
    text: str


async def search(args: Query, ctx: ToolContext) -> str:
    try:
        if not args.text:
            raise ValueError("empty query")
        found = await ctx.search_memory(args.text)  # expect: DK203
    except KeyError:
        found = None
    return str(found)


t = create_tool(name="search", description="Searches memory.", schema=Query, fn=search)
