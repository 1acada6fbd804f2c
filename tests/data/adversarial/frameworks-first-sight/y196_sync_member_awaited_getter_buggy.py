from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context) -> str:
    await ctx.client_supports_extension("x")  # expect: DK005
    return "ok"
