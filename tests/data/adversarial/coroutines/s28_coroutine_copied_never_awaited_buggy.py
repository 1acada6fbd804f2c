from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


@mcp.tool
async def announce(text: str, ctx: Context) -> str:
    job = ctx.info(text)  # expect: DK005
    pending = job
    return f"queued {pending!r}"
