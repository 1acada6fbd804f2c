from fastmcp import Context, FastMCP

mcp = FastMCP("prefs")


@mcp.tool
async def remember(key: str, value: str, ctx: Context) -> str:
    ctx.set_state(key, value)  # expect: DK005
    await ctx.info(f"stored {key}")
    return "ok"
