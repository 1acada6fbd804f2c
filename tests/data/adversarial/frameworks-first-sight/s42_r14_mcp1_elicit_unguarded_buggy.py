from pydantic import BaseModel

from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("demo")


class Name(BaseModel):
    name: str


@mcp.tool()
async def ask(ctx: Context) -> str:
    result = await ctx.elicit("Name?", Name)  # expect: DK203
    return result.action
