from fastmcp import Context as Ctx
from fastmcp import FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def whoami(ctx: Ctx) -> str:
    await ctx.info("who am i")
    return (ctx.client_id or "anonymous").upper()
