from fastmcp import Context, FastMCP

mcp = FastMCP("weather")


@mcp.tool
async def forecast(ctx: Context) -> str:
    try:
        answer = await ctx.elicit("Which city?", response_type=str)
    except Exception:
        return "say which city"
    return f"sunny in {answer}"
