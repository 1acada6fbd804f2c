from fastmcp import Context, FastMCP

mcp = FastMCP("forms")


@mcp.tool
async def ask(ctx: Context) -> str:
    answer = await ctx.elicit("Name?", response_type=str)  # expect: DK203
    return str(answer)
