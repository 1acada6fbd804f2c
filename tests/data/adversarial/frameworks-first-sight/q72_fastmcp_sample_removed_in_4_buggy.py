from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def summarize(text: str, ctx: Context) -> str:
    result = await ctx.sample(f"Summarize: {text}")  # expect: DK002
    return str(result)
