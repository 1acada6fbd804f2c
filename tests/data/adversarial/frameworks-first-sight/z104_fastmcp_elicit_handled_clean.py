from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def ask(ctx: Context) -> str:
    try:
        answer = await ctx.elicit("Your name?", response_type=str)
    except Exception:
        return "anonymous"
    return str(answer)
