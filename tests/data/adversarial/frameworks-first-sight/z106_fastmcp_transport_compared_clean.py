from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def where(ctx: Context) -> str:
    if ctx.transport == "stdio":
        return "local"
    return "remote"
