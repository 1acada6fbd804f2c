from fastmcp import Context, FastMCP

mcp = FastMCP("weather")


@mcp.tool
async def forecast(ctx: Context) -> str:
    answer = await ctx.elicit("Which city?", response_type=str)  # expect: DK203
    return f"sunny in {answer}"
