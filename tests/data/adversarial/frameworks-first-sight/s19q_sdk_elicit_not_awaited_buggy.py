from mcp.server.fastmcp import Context, FastMCP

mcp = FastMCP("t")


@mcp.tool()
async def ask(ctx: Context) -> str:
    ctx.info("asking")  # expect: DK005
    return "ok"
