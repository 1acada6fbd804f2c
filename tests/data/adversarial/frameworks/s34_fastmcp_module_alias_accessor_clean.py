from fastmcp import FastMCP
from fastmcp.server import dependencies as deps

mcp = FastMCP("notes")


@mcp.tool
async def progress(title: str) -> str:
    ctx = deps.get_context()
    await ctx.info(title)
    if ctx.request_context is None:
        return title
    return str(ctx.request_context.meta)
