from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def summarise(text: str, ctx: Context) -> str:
    reply = await ctx.sample(f"Summarise: {text}")  # expect: DK002
    return str(reply)
