from pydantic import BaseModel

from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("ask")


class Confirm(BaseModel):
    ok: bool


@mcp.tool()
async def delete_all(ctx: Context) -> str:
    answer = await ctx.elicit("Delete everything?", schema=Confirm)  # expect: DK203
    return "deleted" if answer.action == "accept" else "kept"
