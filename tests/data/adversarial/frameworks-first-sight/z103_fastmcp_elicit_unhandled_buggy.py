from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def ask(ctx: Context) -> str:
    answer = await ctx.elicit("Your name?", response_type=str)  # expect: DK203
    return str(answer)
