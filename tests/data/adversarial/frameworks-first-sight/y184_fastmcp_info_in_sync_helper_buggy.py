from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def note(ctx: Context, text: str) -> None:
    ctx.info(text)  # expect: DK005


@mcp.tool
async def work(ctx: Context) -> str:
    note(ctx, "start")
    return "ok"
