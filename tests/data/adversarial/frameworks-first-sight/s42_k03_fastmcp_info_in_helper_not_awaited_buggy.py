from fastmcp import Context, FastMCP

mcp = FastMCP("jobs")


async def _note(ctx: Context, msg: str) -> None:
    ctx.info(msg)  # expect: DK005


@mcp.tool
async def run_job(name: str, ctx: Context) -> str:
    await _note(ctx, f"starting {name}")
    return name
