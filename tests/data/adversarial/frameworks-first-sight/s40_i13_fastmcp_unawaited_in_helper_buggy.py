from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def _note(ctx: Context, message: str) -> None:
    ctx.info(message)  # expect: DK005


@mcp.tool
async def work(n: int, ctx: Context) -> int:
    _note(ctx, "starting")
    return n
