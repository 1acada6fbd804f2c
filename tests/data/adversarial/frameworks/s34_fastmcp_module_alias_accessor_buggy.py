from fastmcp import FastMCP
from fastmcp.server import dependencies as deps

mcp = FastMCP("notes")


@mcp.tool
async def progress(title: str) -> str:
    ctx = deps.get_context()
    await ctx.info(title)
    return str(ctx.request_context.meta)  # expect: DK201
