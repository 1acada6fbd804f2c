from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def work(ctx: Context, loud: bool) -> str:
    await (ctx.warning("loud") if loud else ctx.info("quiet"))
    return "ok"
